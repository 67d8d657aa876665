/** /client/{id}: the client editor as a full page. */
import { EntityEditorScreen } from '../entity/EntityEditorScreen';
import { clientEditorOptions } from './client-editor-options';

export default function ClientEditorScreen() {
  return <EntityEditorScreen entityName="client" options={clientEditorOptions} fallbackPath="/clients" />;
}
