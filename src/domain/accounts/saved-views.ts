/**
 * Saved views (issue 24, API.md "Saved views"): a named set of a table's filters, sort and
 * columns, kept per user and entity on the server, so that it survives sign-out and opens in any
 * browser. `entity` is the table's API path without its slash (`orders`, `orders/accounting`),
 * `query` the list's query string, `columns` the chosen columns in order. That `entity` names a
 * declared entity and `columns` its fields is checked on writes (saved-view-target.ts).
 */
import { defineEntity, type Actor, type ModelOf } from '../core/entity';
import { mayChangeSavedView, readSavedViews, savedViewMessages } from './saved-view-access';

export const savedView = defineEntity({
  name: 'savedView',
  path: 'views/',
  table: 'saved_views',
  display: 'name',
  area: 'accounts',
  defaultOrdering: ['name'],
  access: { read: readSavedViews, update: mayChangeSavedView, delete: mayChangeSavedView },
  readOnlyFields: () => ({ owner: savedViewMessages.owner }),
  editor: { mode: 'dialog' },
  fields: {
    entity: { kind: 'string', required: true, trim: true, createOnly: true },
    name: { kind: 'string', required: true, trim: true },
    query: { kind: 'text', default: '' },
    columns: { kind: 'list' },
    shared: { kind: 'boolean', default: false },
    owner: { kind: 'ref', ref: 'user', required: true, initial: (actor: Actor) => actor.id, onDelete: 'cascade' },
  },
  indexes: [['entity', 'owner']],
});

/** A saved view as the API answers it, with its owner's name beside the owner's id. */
export type SavedViewModel = ModelOf<typeof savedView.fields, 'serial'> & { ownerName?: string | null };
