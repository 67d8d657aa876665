import { IntegrationError } from '../integration-error';
import type { DadataConfig } from './config';
import { findById } from './find-by-id';
import { dadataMessages } from './messages';
import { compact, text } from './text';
import type { DadataPartyData } from './types';

/** Legal-entity fields filled from a party (company or sole proprietor). */
export interface PartyFields {
  fullname?: string;
  name?: string;
  /** Legal (registered) address. */
  billingAddress?: string;
  /** Actual address; DaData only knows the registered one, so it is the same text. */
  address?: string;
  ceoName?: string;
  legalForm: 'LEGAL' | 'IP';
  /** The ownership form (spec 1 §3) its abbreviation names; absent for a form not in the list. */
  ownershipForm?: OwnershipForm;
  billingInfo: { inn?: string; kpp?: string; ogrn?: string; okpo?: string };
}

const legalForms: Record<string, PartyFields['legalForm']> = { LEGAL: 'LEGAL', INDIVIDUAL: 'IP' };

export type OwnershipForm = 'OOO' | 'IP' | 'AO' | 'ZAO' | 'ANO' | 'TOO';
/** DaData's `opf.short` → the ownership form; public and non-public joint-stock companies are AO. */
const ownershipForms: Record<string, OwnershipForm> = { ООО: 'OOO', ИП: 'IP', АО: 'AO', ПАО: 'AO', НАО: 'AO', ЗАО: 'ZAO', АНО: 'ANO', ТОО: 'TOO' };

function reject(message: string, code: 'NOT_FOUND' | 'REJECTED'): IntegrationError {
  return new IntegrationError(message, { service: 'dadata', code });
}

/** Finds a domestic company or sole proprietor by INN (and KPP for a branch). */
export async function lookupParty(config: DadataConfig, inn: string, kpp?: string): Promise<PartyFields> {
  const suggestions = await findById<DadataPartyData>(
    config,
    'party',
    kpp ? { query: inn, kpp } : { query: inn },
    dadataMessages.companyFetchFailed,
  );
  const data = suggestions[0]?.data;
  if (!data) throw reject(dadataMessages.noSuggestions, 'NOT_FOUND');
  return partyFields(data, suggestions[0]?.value);
}

/** The party's legal form; throws the spec messages for a foreign or unsupported party. */
function domesticLegalForm(data: DadataPartyData): PartyFields['legalForm'] {
  const country = text(data.address?.data?.country_iso_code);
  if (country && country.toUpperCase() !== 'RU') throw reject(dadataMessages.foreign, 'REJECTED');
  const legalForm = legalForms[text(data.type) ?? ''];
  if (!legalForm) throw reject(dadataMessages.notLegalOrIndividual, 'REJECTED');
  return legalForm;
}

/** The registered address and the actual one (DaData's full text of the same address). */
function addressesOf(address: DadataPartyData['address']): Pick<PartyFields, 'billingAddress' | 'address'> {
  const full = text(address?.unrestricted_value) ?? text(address?.value);
  const registered = text(address?.data?.source) ?? full;
  return { billingAddress: registered, address: full ?? registered };
}

/** The full and the short name, the suggestion's own text when the name block lacks them. */
function namesOf(name: DadataPartyData['name'], value?: string | null): Pick<PartyFields, 'fullname' | 'name'> {
  return {
    fullname: text(name?.full_with_opf) ?? text(value),
    name: text(name?.short_with_opf) ?? text(name?.full) ?? text(name?.full_with_opf) ?? text(value),
  };
}

/** Maps one party suggestion; throws the spec messages for foreign or unsupported parties. */
export function partyFields(data: DadataPartyData, value?: string | null): PartyFields {
  const legalForm = domesticLegalForm(data);
  // A sole proprietor has no management block: the person is the one in charge.
  const ceoName = text(data.management?.name) ?? (legalForm === 'IP' ? text(data.name?.full) : undefined);
  return compact({
    ...namesOf(data.name, value),
    ...addressesOf(data.address),
    ceoName,
    legalForm,
    ownershipForm: ownershipForms[(text(data.opf?.short) ?? '').toUpperCase()],
    billingInfo: compact({ inn: text(data.inn), kpp: text(data.kpp), ogrn: text(data.ogrn), okpo: text(data.okpo) }),
  });
}
