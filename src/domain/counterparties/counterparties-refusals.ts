/** Refusals of the counterparties area: the company-data lookup by tax number. */
export const counterpartiesRefusals = {
  'counterparties.inn.noSuggestions': 'No suggestions for this INN',
  'counterparties.inn.foreign': 'Legal Entity with provided INN are foreign',
  'counterparties.inn.notLegalOrIndividual': 'Legal Entity with provided INN are not Legal or Individual',
  'counterparties.inn.noBankSuggestions': 'No Bank Info suggestions for this INN and KPP',
} as const;
