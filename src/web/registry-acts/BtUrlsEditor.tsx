/** The BT URL list: the single record id 1 of estats/bturls/, edited as a list of URLs. */
import { btUrl } from '../../domain/reference/reference';
import { EntityEditorPage } from '../entity/EntityEditorPage';

export const btUrlRecordId = 1;

export function BtUrlsEditor() {
  return <EntityEditorPage entity={btUrl} id={btUrlRecordId} stay fallbackPath="/estats" />;
}
