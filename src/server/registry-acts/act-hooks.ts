/**
 * An act changed by a person (an order act, a publisher or DSP act) is no longer what the
 * registry holds ("actual in registry" off until it is sent again); a save that changes nothing
 * keeps it. The system's writes say themselves what the registry holds: a send sets the flag, a
 * generated act is new, a refusal by ERIR clears it. (A deleted act takes its items with it: their `act` reference is declared to cascade.)
 */
import { erirAct } from '../../domain/registry-acts/erir-acts';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { isReadOnlyField } from '../../domain/core/fields';
import { defineHooks, type EntityHooksOf } from '../items/entity-hooks';
import { sameValue } from '../items/same-value';

/** The hooks that keep an act's `isUpdated` flag. */
export function actualInRegistryHooks(act: AnyEntity): EntityHooksOf {
  const personalFields = entityFields(act).filter(([, field]) => !isReadOnlyField(field));
  return defineHooks(act, {
    beforeWrite({ existing, origin }, model) {
      if (origin === 'system') return;
      const record = model as Record<string, unknown>;
      const changed = !existing || personalFields.some(([name, field]) => !sameValue(field, record[name], (existing as Record<string, unknown>)[name]));
      record.isUpdated = changed ? false : (existing as Record<string, unknown>).isUpdated;
    },
  });
}

export const erirActHooks = actualInRegistryHooks(erirAct);
