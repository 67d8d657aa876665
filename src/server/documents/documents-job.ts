/**
 * The background task of `POST documents/`: one order → its .docx or .pdf; several → one .zip
 * streamed into the file store as the files are made (one per order, named by order number and
 * type); COLLATION → the reconciliation statement .xlsx. The result is `{fileId}` of a temp file.
 */
import { once } from 'node:events';
import { collationStatement } from '../../domain/documents/collation-document';
import { documentRequest, type OrderDocumentType } from '../../domain/documents/document-types';
import { refuse } from '../../domain/core/refusals/refusal';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { collationWorkbook } from './collation-workbook';
import { loadOrders, loadPayments, type LoadedOrder } from './document-data';
import { orderDocumentFile } from './order-document-files';
import { loadSignatureImages, type SignatureImages } from './signature-images';
import { businessDay } from '../../domain/core/calendar/business-day';
import { systemActor } from '../items/system-actor';

export const documentsJobName = 'documents.generate';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Each seller's images once, by organisation id; a signed document without them fails the task. */
async function imagesBySeller(ctx: ServerContext, orders: LoadedOrder[]): Promise<Map<number, SignatureImages>> {
  const images = new Map<number, SignatureImages>();
  for (const { seller } of orders) {
    if (images.has(seller.id)) continue;
    const loaded = await loadSignatureImages(ctx.config, ctx.database, seller);
    if (!loaded) throw refuse.invalid('documents.imagesUnreadable', { organisation: seller.name });
    images.set(seller.id, loaded);
  }
  return images;
}

async function zipOfDocuments(ctx: ServerContext, orders: LoadedOrder[], type: OrderDocumentType, signed: boolean, pdf: boolean, userId: number | null) {
  const images = signed ? await imagesBySeller(ctx, orders) : new Map<number, SignatureImages>();
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const saving = ctx.files.save({ name: `${type}_${orders.length}.zip`, data: archive, contentType: 'application/zip', temp: true, userId });
  try {
    for (const loaded of orders) {
      const file = await orderDocumentFile(loaded, type, signed, pdf, images.get(loaded.seller.id) ?? null);
      // Into the zip before the next is drawn: one file in memory at a time, and the wait lets
      // the server answer other requests between documents.
      const written = once(archive, 'entry');
      archive.append(file.data, { name: file.name });
      await written;
    }
    await archive.finalize();
  } catch (error) {
    archive.destroy(error as Error);
    await saving.catch(() => undefined);
    throw error;
  }
  return saving;
}

async function generate(ctx: ServerContext, data: Record<string, unknown>) {
  const ids = (data.orders as number[]).map(Number);
  const request = documentRequest(String(data.type), Boolean(data.signed), Boolean(data.pdf));
  const userId = (data.userId as number | null) ?? null;
  // The route checked the orders with the user's read rule; the task reads as the system on their behalf.
  const reader = { actor: systemActor(userId), tx: ctx.database.db };
  const orders = await loadOrders(reader, ids);
  if (orders.length !== ids.length) throw refuse.invalid('documents.ordersDeleted');
  if (request.type === 'COLLATION') {
    const payments = await loadPayments(reader, ids);
    const statement = collationStatement(
      orders[0].seller,
      orders[0].buyer!,
      orders.map(({ order }) => ({ ...order, payments: payments.get(order.id) ?? [] })),
      businessDay(),
    );
    return ctx.files.save({ name: `${statement.fileBaseName}.xlsx`, data: await collationWorkbook(statement), contentType: xlsxType, temp: true, userId });
  }
  const { type, signed, pdf } = request;
  if (orders.length === 1) {
    const images = signed ? await imagesBySeller(ctx, orders) : null;
    const file = await orderDocumentFile(orders[0], type, signed, pdf, images?.get(orders[0].seller.id) ?? null);
    return ctx.files.save({ name: file.name, data: file.data, contentType: file.contentType, temp: true, userId });
  }
  return zipOfDocuments(ctx, orders, type, signed, pdf, userId);
}

export const documentsJob = defineJob(documentsJobName, async (ctx, data) => {
  const saved = await generate(ctx, data);
  return { fileId: saved.id };
});
