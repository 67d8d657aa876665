/** The model of each order document type: a pure function of the loaded order. */
import { actDocument } from './act-document';
import { attachmentDocument } from './attachment-document';
import type { OrderDocumentInput } from './document-input';
import type { OrderDocument } from './document-model';
import type { OrderDocumentType } from './document-types';
import { invoiceDocument } from './invoice-document';
import { facturaDocument, polandInvoiceDocument } from './polish-invoice-documents';
import { updDocument } from './upd-document';

export const orderDocumentModels: Record<OrderDocumentType, (input: OrderDocumentInput, signed: boolean) => OrderDocument> = {
  ACT: actDocument,
  ATTACHMENT: attachmentDocument,
  INVOICE: invoiceDocument,
  UPD: updDocument,
  POLAND_INVOICE: polandInvoiceDocument,
  FACTURA: facturaDocument,
};

export function orderDocument(type: OrderDocumentType, input: OrderDocumentInput, signed: boolean): OrderDocument {
  return orderDocumentModels[type](input, signed);
}
