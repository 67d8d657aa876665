import { IntegrationError } from '../integration-error';
import { lookupBank } from './bank-lookup';
import type { DadataConfig } from './config';
import { requireDadataToken } from './config';
import { lookupParty, type PartyFields } from './party-lookup';
import { compact } from './text';

export interface InnLookupRequest {
  inn: string;
  kpp?: string;
  /** Fill names, addresses, person in charge, form and registration numbers. */
  party: boolean;
  /** Fill bank name, BIK and correspondent account. */
  bank: boolean;
}

export interface InnBillingInfo {
  inn: string;
  kpp?: string;
  ogrn?: string;
  okpo?: string;
  bankName?: string;
  bik?: string;
  correspondentAccount?: string;
}

/** Legal-entity fields to fill; only the parts requested and found are present. */
export interface InnLookupResult {
  fullname?: string;
  name?: string;
  billingAddress?: string;
  address?: string;
  ceoName?: string;
  legalForm?: PartyFields['legalForm'];
  ownershipForm?: PartyFields['ownershipForm'];
  billingInfo: InnBillingInfo;
}

const innPattern = /^(\d{10}|\d{12})$/;
/** KPP: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits. */
const kppPattern = /^\d{4}[\dA-Z]{2}\d{3}$/;

function badInput(message: string): IntegrationError {
  return new IntegrationError(message, { service: 'dadata', code: 'BAD_INPUT' });
}

function normalise(request: InnLookupRequest): { inn: string; kpp: string | undefined } {
  const inn = String(request.inn ?? '').trim();
  if (!innPattern.test(inn)) throw badInput('The INN must be 10 or 12 digits');
  const kpp = request.kpp === undefined || request.kpp === null ? '' : String(request.kpp).trim();
  if (kpp !== '' && !kppPattern.test(kpp)) throw badInput('The KPP must be 9 characters: 4 digits, 2 digits or letters, 3 digits');
  if (!request.party && !request.bank) throw badInput('Choose company data, bank data or both');
  return { inn, kpp: kpp || undefined };
}

/**
 * Import by tax number (spec 1 §5, §7, §8). The party is looked up first; the bank call
 * uses the given KPP, or the KPP the party lookup found.
 */
export async function lookupByInn(config: DadataConfig, request: InnLookupRequest): Promise<InnLookupResult> {
  const { inn, kpp } = normalise(request);
  requireDadataToken(config);

  const result: InnLookupResult = { billingInfo: { inn } };
  let foundKpp = kpp;
  if (request.party) {
    const { billingInfo, ...fields } = await lookupParty(config, inn, kpp);
    Object.assign(result, fields);
    result.billingInfo = { ...billingInfo, ...result.billingInfo, ...(kpp ? { kpp } : {}) };
    foundKpp = kpp ?? billingInfo.kpp;
  }
  if (request.bank) {
    const bank = await lookupBank(config, inn, foundKpp);
    result.billingInfo = { ...result.billingInfo, ...bank };
  }
  result.billingInfo = compact(result.billingInfo);
  return result;
}
