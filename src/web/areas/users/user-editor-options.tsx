/**
 * User editor rules (spec 2 §2.7, §6): email fixed after creation (createOnly), role editable
 * only by an admin or manager, 'Log out' and 'Reset password' in edit mode, delete for admins
 * (declaration). A user may edit their own profile; other profiles only an admin or manager,
 * and a super admin's only a super admin (the server's rule): everyone else sees it read-only. The server mails the invitation (/signup/{token}) when a user is created.
 */
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { hasAccess, type Actor } from '../../../domain/entity';
import { api } from '../../app/api';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import type { EditorActionContext, EntityEditorOptions, Model } from '../../entity/editor/editor-options';

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

export function canEditUser(actor: Actor | null, model: Model): boolean {
  if (!actor) return false;
  if (Number(model.id) === actor.id) return true;
  if (!hasAccess('adminOrManager', actor)) return false;
  return !model.isSuperAdmin || actor.isSuperAdmin;
}

export const userEditorOptions: EntityEditorOptions = {
  canUpdate: canEditUser,
  fieldDisabled: (name, ctx) => name === 'role' && !hasAccess('adminOrManager', ctx.actor),
  actions: (ctx) => <UserActions {...ctx} />,
};
