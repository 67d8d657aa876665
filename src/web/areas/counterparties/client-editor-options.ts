/**
 * Client editor rules (spec 1 §5, §6): only an ADMIN or MANAGER may change the responsible
 * user (the field is disabled for everyone else; the server refuses with 403 too); a new client
 * names the current user as responsible.
 */
import { hasAccess } from '../../../domain/entity';
import type { EntityEditorOptions } from '../../entity/editor/editor-options';

export const clientEditorOptions: EntityEditorOptions = {
  fieldDisabled: (name, ctx) => name === 'user' && !hasAccess('adminOrManager', ctx.actor),
  initialValues: ({ account }) => (account ? { user: account.id, userName: account.fullName } : {}),
};
