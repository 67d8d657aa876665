/** /user/{id}: the user editor as a page. */
import { useParams } from 'react-router';
import { user } from '../../../domain/entities/accounts';
import { useNotify } from '../../app/snackbar';
import { errorMessage } from '../../app/api-error';
import { EntityEditorPage } from '../../entity/EntityEditorPage';
import { parseId } from '../../entity/EntityEditorScreen';
import { inviteUser, userEditorOptions } from './user-editor-options';

export default function UserEditorScreen() {
  const { id } = useParams();
  const notify = useNotify();
  const parsed = parseId(id);
  return (
    <EntityEditorPage
      key={String(parsed)}
      entity={user}
      id={parsed}
      options={userEditorOptions}
      fallbackPath="/users"
      onSaved={(model, created) => {
        if (created) inviteUser(model.email).catch((e: unknown) => notify(errorMessage(e), 'error'));
      }}
    />
  );
}
