/**
 * Contract and original contract type rules (spec 1 §4, API.md "Sales"): the intermediary type
 * belongs to INTERMEDIARY contracts only, the parent contract to ADDITIONAL ones only.
 */
export interface ContractTerms {
  type: string | null;
  intermediaryType: string | null;
}

export function typeFollowers(model: ContractTerms, parentField: string, parent: unknown): Record<string, null> {
  const cleared: Record<string, null> = {};
  if (model.type !== 'INTERMEDIARY' && model.intermediaryType !== null) cleared.intermediaryType = null;
  if (model.type !== 'ADDITIONAL' && parent !== null && parent !== undefined) cleared[parentField] = null;
  return cleared;
}

export function intermediaryTypeErrors(model: ContractTerms, requiredMessage: string): Record<string, string[]> {
  return model.type === 'INTERMEDIARY' && !model.intermediaryType ? { intermediaryType: [requiredMessage] } : {};
}
