/**
 * The thread that draws PDFs (pdf-render-thread.ts): one document per message, answered with
 * its bytes. It has a heap of its own, so the garbage pdfkit leaves behind is collected within
 * that small heap instead of piling up in the server's.
 */
import { parentPort } from 'node:worker_threads';
import type { RenderedDocument } from '../../../domain/documents/document-blocks';
import { renderPdf } from './pdf-renderer';
import type { SignatureImage, SignatureImages } from './signature-images';

export interface PdfRequest {
  id: number;
  document: RenderedDocument;
  images: SignatureImages | null;
}

export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Buffers arrive as plain Uint8Arrays. */
const revived = (image: SignatureImage): SignatureImage => ({ ...image, data: Buffer.from(image.data) });

parentPort?.on('message', async ({ id, document, images }: PdfRequest) => {
  try {
    const pdf = new Uint8Array(await renderPdf(document, images && { signature: revived(images.signature), stamp: revived(images.stamp) }));
    parentPort!.postMessage({ id, pdf } satisfies PdfAnswer, [pdf.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies PdfAnswer);
  }
});
