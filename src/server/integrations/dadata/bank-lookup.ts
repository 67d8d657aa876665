import { IntegrationError } from '../integration-error';
import type { DadataConfig } from './config';
import { findById } from './find-by-id';
import { dadataMessages } from './messages';
import { compact, text } from './text';
import type { DadataBankData } from './types';

export interface BankFields {
  bankName?: string;
  bik?: string;
  correspondentAccount?: string;
}

/**
 * Finds a bank; per spec 1 §7 the payload is the query (the INN being imported) and the KPP.
 * DaData also accepts a BIC or SWIFT code as the query.
 */
export async function lookupBank(config: DadataConfig, query: string, kpp?: string): Promise<BankFields> {
  const suggestions = await findById<DadataBankData>(
    config,
    'bank',
    kpp ? { query, kpp } : { query },
    dadataMessages.bankFetchFailed,
  );
  const first = suggestions[0];
  if (!first?.data) {
    throw new IntegrationError(dadataMessages.noBankSuggestions, { service: 'dadata', code: 'NOT_FOUND' });
  }
  return compact({
    bankName: text(first.data.name?.payment) ?? text(first.value) ?? text(first.data.name?.full),
    bik: text(first.data.bic),
    correspondentAccount: text(first.data.correspondent_account),
  });
}
