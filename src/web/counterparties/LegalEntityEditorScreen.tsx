/** /legalEntity/{id}: the legal entity editor as a full page; it returns to the previous page. */
import { EntityEditorScreen } from '../entity/EntityEditorScreen';
import { legalEntityEditorOptions } from './legal-entity-options';

export default function LegalEntityEditorScreen() {
  return <EntityEditorScreen entityName="legalEntity" options={legalEntityEditorOptions} fallbackPath="/legalEntities" />;
}
