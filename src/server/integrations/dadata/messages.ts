/** The import-by-INN messages of spec 1 §8, verbatim. */
export const dadataMessages = {
  noSuggestions: 'No suggestions for this INN',
  foreign: 'Legal Entity with provided INN are foreign',
  notLegalOrIndividual: 'Legal Entity with provided INN are not Legal or Individual',
  noBankSuggestions: 'No Bank Info suggestions for this INN and KPP',
  companyFetchFailed: 'Failed to fetch company data',
  bankFetchFailed: 'Failed to fetch bank data',
} as const;
