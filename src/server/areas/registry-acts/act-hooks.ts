/**
 * An order act changed by a person is no longer what the registry holds ("actual in registry"
 * off until it is sent again); a save that changes nothing keeps it. A deleted act takes its
 * items with it.
 */
import { eq } from 'drizzle-orm';
import { erirAct, erirActItem } from '../../../domain/entities/registry/acts';
import { entityFields } from '../../../domain/entity';
import { isReadOnlyField } from '../../../domain/fields';
import { tableOf } from '../../db/entity-tables';
import { defineHooks } from '../../entity-service/entity-hooks';
import { items } from '../../entity-service/items';
import { sameValue } from '../../entity-service/same-value';

const personalFields = entityFields(erirAct).filter(([, field]) => !isReadOnlyField(field));

export const erirActHooks = defineHooks(erirAct, {
  beforeWrite({ existing }, model) {
    const record = model as Record<string, unknown>;
    const changed = !existing || personalFields.some(([name, field]) => !sameValue(field, record[name], (existing as Record<string, unknown>)[name]));
    model.isUpdated = changed ? false : existing.isUpdated;
  },
  async beforeDelete({ ctx, actor, tx }, existing) {
    // Items are parts of their act: its history tells their story.
    await items(erirActItem, { ctx, actor, tx }).system.delete(eq(tableOf(erirActItem).act, existing.id), { history: false });
  },
});
