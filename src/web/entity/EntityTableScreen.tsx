/** A route screen showing one entity's table. */
import { entityByName } from '../../domain/entities';
import { EntityTable } from './EntityTable';
import type { EntityTableOptions } from './table/table-options';

export function EntityTableScreen({ entityName, options }: { entityName: string; options?: EntityTableOptions }) {
  return <EntityTable key={entityName} entity={entityByName(entityName)} options={options} />;
}
