/**
 * An order act changed by a person is no longer what the registry holds ("actual in registry"
 * off until it is sent again); a save that changes nothing keeps it. (A deleted act takes its
 * items with it: their `act` reference is declared to cascade.)
 */
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { entityFields } from '../../domain/core/entity';
import { isReadOnlyField } from '../../domain/core/fields';
import { defineHooks } from '../items/entity-hooks';
import { sameValue } from '../items/same-value';

const personalFields = entityFields(erirAct).filter(([, field]) => !isReadOnlyField(field));

export const erirActHooks = defineHooks(erirAct, {
  beforeWrite({ existing }, model) {
    const record = model as Record<string, unknown>;
    const changed = !existing || personalFields.some(([name, field]) => !sameValue(field, record[name], (existing as Record<string, unknown>)[name]));
    model.isUpdated = changed ? false : existing.isUpdated;
  },
});
