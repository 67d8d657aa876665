/** The whole database schema, read by drizzle-kit to generate the committed migrations. */
import { entityTables } from './entity-tables';

export * from './system-tables';
export * from '../registry/registry-tables';
export * from '../dashboards/dashboard-tables';
export * from '../publishers/nonmedia-figures-table';
export const { ...tablesByName } = entityTables;
export * from '../dsps/dsp-marker-lines-table';
