/** /legalEntities: rows open /legalEntity/{id}, create goes to /legalEntity/create, export. */
import { legalEntity } from '../../domain/counterparties/counterparties';
import { EntityTable } from '../entity/EntityTable';
import { legalEntityTableOptions } from './legal-entity-options';

export default function LegalEntitiesScreen() {
  return <EntityTable entity={legalEntity} options={legalEntityTableOptions} />;
}
