/**
 * What every order document shares: number, date, parties, rows and totals of the order. A
 * type's model starts from it and adds its title, columns, lines and signers.
 */
import { amountInWords } from './amount-in-words';
import type { OrderDocumentInput } from './document-input';
import type { Column, OrderDocument } from './document-model';
import { documentDate, documentNumber } from './document-numbering';
import { printedDate } from './printed-values';
import { documentRows, documentTotals, type DocumentRow } from './document-rows';
import type { OrderDocumentType } from './document-types';
import { buyerParty, sellerParty, type DocumentLanguage } from './parties';

export type BaseDocument = Omit<OrderDocument, 'title' | 'subtitle' | 'landscape' | 'headerLines' | 'columns' | 'totalLines' | 'notes' | 'signers' | 'amountInWords'>;

const roles: Record<DocumentLanguage, [string, string]> = {
  ru: ['Исполнитель', 'Заказчик'],
  pl: ['Sprzedawca / Seller', 'Nabywca / Buyer'],
};

export function baseDocument(input: OrderDocumentInput, type: OrderDocumentType, language: DocumentLanguage, signed: boolean): BaseDocument {
  const rows = documentRows(input.products, input.order.nds, language);
  const [sellerRole, buyerRole] = roles[language];
  return {
    type,
    language,
    number: documentNumber(type, input.order),
    date: documentDate(type, input.order),
    currency: input.order.currency ?? 'RUB',
    seller: sellerParty(input.seller, sellerRole, language),
    buyer: buyerParty(input.buyer, buyerRole, language),
    rows,
    totals: documentTotals(rows),
    signed,
    fileBaseName: `${input.order.number}_${type}`,
  };
}

/** "Договор № C-1 от 10.01.2026" */
export function contractReference(input: OrderDocumentInput): string {
  return `Договор № ${input.contract.number ?? 'б/н'} от ${printedDate(input.contract.date)}`;
}

/** "руб." for rubles, else the currency code. */
export function currencyShort(currency: string): string {
  return currency === 'RUB' ? 'руб.' : currency;
}

export function wordsOf(base: BaseDocument): string {
  return amountInWords(base.totals.withVat, base.currency);
}

/** The VAT line's label: "НДС 20%", or "Без НДС" at a zero rate. */
export function vatLabel(rows: DocumentRow[], withRate: (rate: string) => string, none: string): string {
  const rates = [...new Set(rows.map((row) => row.vatRate))];
  if (rates.length === 1 && rates[0] === 0) return none;
  return withRate(rates.map((rate) => `${rate}%`).join(', '));
}

export const column = (key: Column['key'], title: string, kind: Column['kind'] = 'text'): Column => ({ key, title, kind });
