/**
 * A saved view is written only when it points at what exists: a declared entity, its columns
 * and a query its list accepts, the area's own list parameters included (400 on the field
 * otherwise; the rule is src/domain/accounts/saved-view-target.ts).
 */
import { savedViewRefusal } from '../../domain/accounts/saved-view-target';
import { savedView } from '../../domain/accounts/saved-views';
import { defineHooks } from '../items/entity-hooks';

export const savedViewHooks = defineHooks(savedView, {
  beforeWrite({ ctx, existing }, model) {
    // An update's model holds what it changes; the table a view is of is kept from its creation.
    const view = { ...existing, ...model };
    const refusal = savedViewRefusal(view, (entity) => Object.keys(ctx.hooks.of(entity).extraFilters ?? {}));
    if (refusal) throw refusal;
  },
});
