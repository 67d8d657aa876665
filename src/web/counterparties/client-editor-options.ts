/**
 * Client editor: a new client names the current user as responsible (the declared `initial`
 * of the field, applied by the generic editor). Who may change the responsible user is
 * declared on the entity (`readOnlyFields`) and enforced by the server.
 */
import type { EntityEditorOptions } from '../entity/editor/editor-options';

export const clientEditorOptions: EntityEditorOptions = {};
