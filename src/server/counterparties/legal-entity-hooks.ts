/**
 * Legal entity: billingInfo keeps only the keys its preset asks for (spec 1 §3 "billingInfo:
 * a map whose field names come from the preset"); values are trimmed text.
 */
import { eq } from 'drizzle-orm';
import { legalEntity } from '../../domain/counterparties/counterparties';
import { billingInfoPreset } from '../../domain/reference/reference';
import { invalidFormData } from '../../domain/core/refusals/refusal';
import { defineHooks } from '../items/entity-hooks';
import { systemReader } from '../items/readers';

export const legalEntityHooks = defineHooks(legalEntity, {
  async beforeWrite({ tx }, model) {
    const info = (model.billingInfo ?? {}) as Record<string, unknown>;
    if (model.billingInfoPreset === null || model.billingInfoPreset === undefined) {
      if (Object.keys(info).length) throw invalidFormData({ billingInfoPreset: ['Required field'] });
      return;
    }
    const presets = systemReader('the preset a legal entity names decides its billing keys, whoever writes it').rows(billingInfoPreset);
    const [preset] = await tx
      .select({ fieldNames: presets.fieldNames })
      .from(presets)
      .where(eq(presets.id, Number(model.billingInfoPreset)));
    if (!preset) throw invalidFormData({ billingInfoPreset: ['Object does not exist'] });
    const allowed = preset.fieldNames as string[];
    model.billingInfo = Object.fromEntries(
      allowed
        .filter((key) => info[key] !== undefined && info[key] !== null && String(info[key]).trim() !== '')
        .map((key) => [key, String(info[key]).trim()]),
    );
  },
});
