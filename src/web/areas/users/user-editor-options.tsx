/**
 * User editor: 'Log out' and 'Reset password' in edit mode. Who may edit which profile and
 * change the role is declared on the entity (src/domain/rules/account-access.ts) and enforced
 * by the server; the server mails the invitation (/signup/{token}) when a user is created.
 */
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import type { EditorActionContext, EntityEditorOptions } from '../../entity/editor/editor-options';

function UserActions({ mode, model }: EditorActionContext) {
  const { t } = useTranslation();
  const notify = useNotify();
  if (mode !== 'edit') return null;
  const run = (call: () => Promise<unknown>, success: string) => async () => {
    try {
      await call();
      notify(success, 'success');
    } catch (e) {
      notify(errorMessage(e), 'error');
    }
  };
  return (
    <>
      <Button onClick={run(() => api.post(`accounts/${model.id}/logout/`), 'Sessions of the user have been closed')}>{t('Log out')}</Button>
      <Button
        onClick={run(
          () => api.post('accounts/reset/', { email: model.email }),
          'A link to reset your password has been sent to your email address',
        )}
      >
        {t('Reset password')}
      </Button>
    </>
  );
}

export const userEditorOptions: EntityEditorOptions = {
  actions: (ctx) => <UserActions {...ctx} />,
};
