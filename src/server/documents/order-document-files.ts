/**
 * One order's document as a file: the type's model from the loaded order, drawn by the .docx
 * or the PDF renderer, named by order number and type.
 */
import { orderDocumentBlocks, type RenderedDocument } from '../../domain/documents/document-blocks';
import type { OrderDocumentInput } from '../../domain/documents/document-input';
import { documentFileName } from '../../domain/documents/document-numbering';
import type { OrderDocumentType } from '../../domain/documents/document-types';
import { orderDocument } from '../../domain/documents/order-documents';
import type { LoadedOrder } from './document-data';
import { renderInThread } from './document-render-thread';
import type { SignatureImages } from './signature-images';

export interface DocumentFile {
  name: string;
  contentType: string;
  data: Buffer;
}

export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const pdfType = 'application/pdf';

export function documentInputOf(loaded: LoadedOrder): OrderDocumentInput {
  const buyer = loaded.buyer ?? { name: '', fullname: null, billingAddress: null, address: null, ceoName: null, billingInfo: null };
  return { order: loaded.order, products: loaded.products, contract: loaded.contract, seller: loaded.seller, buyer };
}

export async function renderedFile(document: RenderedDocument, baseName: string, pdf: boolean, images: SignatureImages | null): Promise<DocumentFile> {
  const format = pdf ? 'pdf' : 'docx';
  return { name: `${baseName}.${format}`, contentType: pdf ? pdfType : docxType, data: await renderInThread(format, document, images) };
}

export async function orderDocumentFile(loaded: LoadedOrder, type: OrderDocumentType, signed: boolean, pdf: boolean, images: SignatureImages | null): Promise<DocumentFile> {
  const rendered = orderDocumentBlocks(orderDocument(type, documentInputOf(loaded), signed));
  const file = await renderedFile(rendered, 'document', pdf, images);
  return { ...file, name: documentFileName(loaded.order.number, type, pdf ? 'pdf' : 'docx') };
}
