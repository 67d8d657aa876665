/**
 * Who sees and changes a saved view (API.md "Saved views"): everyone reads their own views and
 * the views shared with everyone; a view is renamed, shared or deleted by its owner or an admin.
 * Pure functions of the actor and the record, declared on the entity: the server enforces them
 * and the views menu shows its rename and delete entries by the same ones.
 */
import { hasAccess, type AccessDecision, type Actor, type ReadDecision } from '../core/access';

export const savedViewMessages = {
  changeOthers: 'Only its owner or an admin may change a saved view',
  owner: 'A saved view belongs to the person who saves it',
};

/** The actor's own views and the shared ones: one filter set or the other. */
export function readSavedViews(actor: Actor): ReadDecision {
  return { where: [{ owner: String(actor.id) }, { shared: 'true' }] };
}

/** Renaming, sharing or deleting a view: its owner or an admin (null: any view, as for the create button). */
export function mayChangeSavedView(actor: Actor, record: { owner: unknown } | null): AccessDecision {
  if (!record || Number(record.owner) === actor.id || hasAccess('admin', actor)) return true;
  return savedViewMessages.changeOthers;
}
