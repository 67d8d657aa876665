/**
 * The seller (the contract's billing organisation) and the buyer (the order's legal entity with
 * its billing info) as documents print them, in Russian or in Polish with English.
 */
import type { BuyerInput, SellerInput } from './document-input';
import type { PartyDetails } from './document-model';

export type DocumentLanguage = 'ru' | 'pl';

interface Requisites {
  inn: unknown;
  kpp: unknown;
  ogrn: unknown;
  address: unknown;
  bankName: unknown;
  bik: unknown;
  swift: unknown;
  checkingAccount: unknown;
  correspondentAccount: unknown;
}

const labels: Record<DocumentLanguage, Record<keyof Requisites, string>> = {
  ru: { inn: 'ИНН', kpp: 'КПП', ogrn: 'ОГРН', address: 'Адрес', bankName: 'Банк', bik: 'БИК', swift: 'SWIFT', checkingAccount: 'Р/с', correspondentAccount: 'К/с' },
  pl: {
    inn: 'NIP / VAT ID',
    kpp: 'KPP',
    ogrn: 'KRS / REGON',
    address: 'Adres / Address',
    bankName: 'Bank',
    bik: 'BIK',
    swift: 'SWIFT',
    checkingAccount: 'Nr rachunku / Account',
    correspondentAccount: 'Corr. account',
  },
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

function requisitesOf(values: Requisites, language: DocumentLanguage): Array<[string, string]> {
  return (Object.keys(labels[language]) as Array<keyof Requisites>).map((key): [string, string] => [labels[language][key], text(values[key])]).filter(([, value]) => value !== '');
}

export function sellerParty(seller: SellerInput, role: string, language: DocumentLanguage): PartyDetails {
  return { role, name: text(seller.fullName) || seller.name, requisites: requisitesOf(seller, language) };
}

export function buyerParty(buyer: BuyerInput, role: string, language: DocumentLanguage): PartyDetails {
  const info = buyer.billingInfo ?? {};
  const values: Requisites = {
    inn: info.inn,
    kpp: info.kpp,
    ogrn: info.ogrn ?? info.registrationNumber,
    address: buyer.billingAddress || buyer.address,
    bankName: info.bankName,
    bik: info.bik,
    swift: info.swift,
    checkingAccount: info.checkingAccount ?? info.iban,
    correspondentAccount: info.correspondentAccount,
  };
  return { role, name: text(buyer.fullname) || buyer.name, requisites: requisitesOf(values, language) };
}

/** "ИНН 7701234567 / КПП 770101001" as one line, the way a UPD prints it. */
export function innKpp(party: PartyDetails): string {
  const value = (label: string) => party.requisites.find(([l]) => l === label)?.[1] ?? '';
  return [value('ИНН'), value('КПП')].filter(Boolean).join(' / ');
}
