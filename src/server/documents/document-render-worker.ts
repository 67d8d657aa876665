/**
 * The thread that draws documents (document-render-thread.ts): one document per message, drawn
 * as .docx or PDF and answered with its bytes. It has a heap of its own, so the garbage the
 * renderers leave behind is collected within that small heap instead of piling up in the
 * server's, and the server never loads the renderers at all.
 */
import { parentPort } from 'node:worker_threads';
import type { RenderedDocument } from '../../domain/documents/document-blocks';
import type { SignatureImage, SignatureImages } from './signature-images';

export type DocumentFormat = 'docx' | 'pdf';

export interface RenderRequest {
  id: number;
  format: DocumentFormat;
  document: RenderedDocument;
  images: SignatureImages | null;
}

export type RenderAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** Buffers arrive as plain Uint8Arrays. */
const revived = (image: SignatureImage): SignatureImage => ({ ...image, data: Buffer.from(image.data) });

/** Each renderer is loaded on its first document: a thread that only draws .docx never loads pdfkit and its fonts. */
const renderers: Record<DocumentFormat, (document: RenderedDocument, images: SignatureImages | null) => Promise<Buffer>> = {
  docx: async (document, images) => (await import('./docx-renderer')).renderDocx(document, images),
  pdf: async (document, images) => (await import('./pdf-renderer')).renderPdf(document, images),
};

parentPort?.on('message', async ({ id, format, document, images }: RenderRequest) => {
  try {
    const bytes = new Uint8Array(await renderers[format](document, images && { signature: revived(images.signature), stamp: revived(images.stamp) }));
    parentPort!.postMessage({ id, bytes } satisfies RenderAnswer, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer);
  }
});
