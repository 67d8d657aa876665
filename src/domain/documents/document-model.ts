/**
 * The structured order document every renderer draws: its title, parties with their
 * requisites, header lines, the product rows with their columns, the totals, the total in words,
 * notes and who signs. A model per type builds it from the loaded order (`<type>-document.ts`).
 */
import type { DocumentLanguage } from './parties';
import type { DocumentRow, DocumentTotals } from './document-rows';
import type { OrderDocumentType } from './document-types';

export interface PartyDetails {
  /** "Исполнитель", "Sprzedawca / Seller"… */
  role: string;
  name: string;
  /** Label and value pairs, only those with a value. */
  requisites: Array<[string, string]>;
}

export interface Signer {
  /** Whose signature line: the seller's carries the organisation's signature and stamp when signed. */
  party: 'seller' | 'buyer';
  title: string;
  name: string;
}

export type ColumnKind = 'text' | 'money' | 'number' | 'percent';

export interface Column {
  key: keyof DocumentRow;
  title: string;
  kind: ColumnKind;
}

export interface OrderDocument {
  type: OrderDocumentType;
  language: DocumentLanguage;
  title: string;
  subtitle: string | null;
  number: string;
  date: string;
  currency: string;
  landscape: boolean;
  headerLines: string[];
  seller: PartyDetails;
  buyer: PartyDetails;
  columns: Column[];
  rows: DocumentRow[];
  totals: DocumentTotals;
  totalLines: Array<[string, number]>;
  amountInWords: string | null;
  notes: string[];
  signers: Signer[];
  signed: boolean;
  /** Name of the file without its extension: order number and type. */
  fileBaseName: string;
}
