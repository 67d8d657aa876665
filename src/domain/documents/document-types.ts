/**
 * Order document types (spec 1 §2, §9; enumerations orderDocxDocuments / orderXlsxDocuments):
 * ACT, ATTACHMENT, INVOICE, UPD, POLAND_INVOICE and FACTURA, each with a `_SIGNED` variant that
 * carries the billing organisation's signature and stamp, and COLLATION as a spreadsheet.
 */
import { enumValues } from '../core/enums';

export const orderDocumentTypes = ['ACT', 'ATTACHMENT', 'INVOICE', 'UPD', 'POLAND_INVOICE', 'FACTURA'] as const;
export type OrderDocumentType = (typeof orderDocumentTypes)[number];
export const collationType = 'COLLATION';

/** Every value the POST body's `type` accepts: both enumerations, signed variants included. */
export const documentTypeValues = [...enumValues('orderDocxDocuments'), ...enumValues('orderXlsxDocuments')] as [string, ...string[]];

/** The Polish VAT invoices are for PLN orders; the Russian documents for any other currency. */
export const polishDocumentTypes: ReadonlySet<OrderDocumentType> = new Set(['POLAND_INVOICE', 'FACTURA']);
export const polishCurrency = 'PLN';

export interface DocumentRequest {
  type: OrderDocumentType | typeof collationType;
  signed: boolean;
  pdf: boolean;
}

/** `ACT_SIGNED` is `ACT` with `signed`; the flag may also come alone (`{type: 'ACT', signed: true}`). */
export function documentRequest(type: string, signed: boolean, pdf: boolean): DocumentRequest {
  const base = type.replace(/_SIGNED$/, '');
  if (base === collationType) return { type: collationType, signed: false, pdf: false };
  return { type: base as OrderDocumentType, signed: signed || type.endsWith('_SIGNED'), pdf };
}

export const documentMessages = {
  collationOneParty: 'A reconciliation statement is made for orders of one legal entity and one billing organisation',
  unknownContractDocument: 'Unknown contract document',
  noOrders: 'The contract has no orders',
};
