/**
 * PDFs are drawn in a worker thread with a heap limit of its own. pdfkit leaves a few hundred
 * kilobytes of garbage per document; in the server's heap V8 let 500 documents' worth pile up
 * (the process grew by about 180 MB before collecting it), in the thread's small heap it is
 * collected as it goes. One thread draws one document at a time, in order; it starts on the
 * first PDF and is started again after it dies (out of memory, say), failing only the
 * documents it was drawing.
 */
import { Worker } from 'node:worker_threads';
import type { RenderedDocument } from '../../../domain/documents/document-blocks';
import type { PdfAnswer, PdfRequest } from './pdf-render-worker';
import type { SignatureImages } from './signature-images';

/** Enough for the largest attachment (hundreds of product rows) with its fonts. */
const threadHeapMb = 128;

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

let thread: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function startThread(): Worker {
  // The thread loads TypeScript as the server does: tsx registered first, then the worker module
  // (a thread does not take `--import` from its options).
  const entry = new URL('./pdf-render-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
  });
  worker.unref();
  worker.on('message', (answer: PdfAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(`PDF not drawn: ${answer.error}`));
    else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  });
  const fail = (error: Error) => {
    if (thread === worker) thread = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The PDF thread stopped (exit ${code})`)));
  return worker;
}

export function renderPdfInThread(document: RenderedDocument, images: SignatureImages | null): Promise<Buffer> {
  thread ??= startThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread!.postMessage({ id, document, images } satisfies PdfRequest);
  });
}
