/**
 * Documents (.docx and PDF) are drawn in a worker thread with a heap limit of its own. The
 * renderers leave a few hundred kilobytes of garbage per document; in the server's heap V8 let
 * 500 documents' worth pile up (the process grew by 180 to 220 MB before collecting it), in the
 * thread's small heap it is collected as it goes. One thread draws one document at a time, in
 * order; it starts on the first document, stops after a few idle seconds (giving its memory
 * back), and is started again after it dies (out of memory, say), failing only the documents
 * it was drawing.
 */
import { Worker } from 'node:worker_threads';
import type { RenderedDocument } from '../../domain/documents/document-blocks';
import type { DocumentFormat, RenderAnswer, RenderRequest } from './document-render-worker';
import type { SignatureImages } from './signature-images';

/** Enough for the largest attachment (hundreds of product rows) with its fonts. */
const threadHeapMb = 128;
export const idleStopMs = 5_000;

interface Pending {
  resolve(bytes: Buffer): void;
  reject(error: Error): void;
}

let thread: Worker | null = null;
let idleTimer: NodeJS.Timeout | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function stopWhenIdle(worker: Worker): void {
  if (pending.size > 0) return;
  idleTimer = setTimeout(() => {
    if (thread === worker && pending.size === 0) {
      thread = null;
      void worker.terminate();
    }
  }, idleStopMs);
  idleTimer.unref();
}

function startThread(): Worker {
  // The thread loads TypeScript as the server does: tsx registered first, then the worker module
  // (a thread does not take `--import` from its options).
  const entry = new URL('./document-render-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: threadHeapMb, maxYoungGenerationSizeMb: 8 },
  });
  worker.unref();
  worker.on('message', (answer: RenderAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(`Document not drawn: ${answer.error}`));
    else waiting.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    stopWhenIdle(worker);
  });
  const fail = (error: Error) => {
    if (thread !== worker) return;
    thread = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The document thread stopped (exit ${code})`)));
  return worker;
}

export function renderInThread(format: DocumentFormat, document: RenderedDocument, images: SignatureImages | null): Promise<Buffer> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  thread ??= startThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread!.postMessage({ id, format, document, images } satisfies RenderRequest);
  });
}

/** Whether the thread is up (it stops `idleStopMs` after its last document). */
export const documentThreadRunning = (): boolean => thread !== null;
