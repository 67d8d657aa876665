/** Refusal codes of __Title__ with their English and Russian texts. */
export const __areaCamel__Refusals = {
  '__areaCamel__.notFound': '__EntityTitle__ {{id}} not found',
} as const;

export const __areaCamel__RefusalsRu = {
  '__areaCamel__.notFound': 'Не найдено: __EntityTitleRu__ {{id}}',
};
