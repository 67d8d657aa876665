/** /user/{id}: the user editor as a page. */
import { useParams } from 'react-router';
import { user } from '../../domain/accounts/accounts';
import { EntityEditorPage } from '../entity/EntityEditorPage';
import { parseId } from '../entity/EntityEditorScreen';
import { userEditorOptions } from './user-editor-options';

export default function UserEditorScreen() {
  const { id } = useParams();
  const parsed = parseId(id);
  return (
    <EntityEditorPage
      key={String(parsed)}
      entity={user}
      id={parsed}
      options={userEditorOptions}
      fallbackPath="/users"
    />
  );
}
