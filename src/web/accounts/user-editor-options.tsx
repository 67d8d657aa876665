/**
 * User editor: 'Log out' and 'Reset password' in edit mode. Who may edit which profile and
 * change the role is declared on the entity (src/domain/accounts/account-access.ts) and enforced
 * by the server; the server mails the invitation (/signup/{token}) when a user is created.
 */
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../app/snackbar';
import type { EditorActionContext, EntityEditorOptions } from '../entity/editor/editor-options';
import { requestPasswordLink, signOutUser } from '../../domain/accounts/account-actions';
import { callAction } from '../app/call-action';
import { actionVerdict } from '../../domain/core/actions/action';
import { runCall } from '../data/run-action';
import { roles, type Actor, type Role } from '../../domain/core/access';
import { mayAssignRole } from '../../domain/accounts/account-access';

function UserActions({ mode, model, actor }: EditorActionContext) {
  const { t } = useTranslation();
  const notify = useNotify();
  if (mode !== 'edit') return null;
  const signOut = actionVerdict(signOutUser, actor, model);
  const run = (call: () => Promise<unknown>, success: string) => () => void runCall(call, { success }, { notify });
  return (
    <>
      {signOut.shown && signOut.enabled && (
        <Button onClick={run(() => callAction(signOutUser, { params: { id: String(model.id) } }), 'Sessions of the user have been closed')}>{t('Log out')}</Button>
      )}
      <Button
        onClick={run(
          () => callAction(requestPasswordLink, { body: { email: String(model.email) } }),
          'A link to reset your password has been sent to your email address',
        )}
      >
        {t('Reset password')}
      </Button>
    </>
  );
}

/** The roles this actor may not give this account (a manager's own profile does not offer ADMIN): the server's own rule. */
export function refusedRoles(actor: Actor | null, current: unknown): Role[] {
  if (!actor) return [...roles];
  const from = typeof current === 'string' ? current : 'USER';
  return roles.filter((role) => mayAssignRole(actor, from, role) !== true);
}

export const userEditorOptions: EntityEditorOptions = {
  actions: (ctx) => <UserActions {...ctx} />,
  hiddenValues: (name, { actor, model }) => (name === 'role' ? refusedRoles(actor, model.role) : undefined),
};
