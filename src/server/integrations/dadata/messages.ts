/** The import-by-INN messages of spec 1 §8, verbatim. */
import { counterpartiesRefusals } from '../../../domain/counterparties/counterparties-refusals';

export const dadataMessages = {
  noSuggestions: counterpartiesRefusals['counterparties.inn.noSuggestions'],
  foreign: counterpartiesRefusals['counterparties.inn.foreign'],
  notLegalOrIndividual: counterpartiesRefusals['counterparties.inn.notLegalOrIndividual'],
  noBankSuggestions: counterpartiesRefusals['counterparties.inn.noBankSuggestions'],
  companyFetchFailed: 'Failed to fetch company data',
  bankFetchFailed: 'Failed to fetch bank data',
} as const;
