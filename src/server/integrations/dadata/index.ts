export { readDadataConfig, DADATA_DEFAULT_URL, DADATA_NOT_CONFIGURED, type DadataConfig } from './config';
export { lookupByInn, type InnLookupRequest, type InnLookupResult, type InnBillingInfo } from './inn-lookup';
export { lookupParty, type PartyFields } from './party-lookup';
export { lookupBank, type BankFields } from './bank-lookup';
export { dadataMessages } from './messages';
export { IntegrationError } from '../integration-error';
