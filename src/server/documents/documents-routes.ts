/**
 * `POST documents/` (checks, then the background task) and `GET contracts/{id}/docs/{name}/`
 * (the contract or its latest order's attachment, made on the spot and answered inline).
 */
import { desc, eq } from 'drizzle-orm';
import { contractDocumentFile, generateDocuments } from '../../domain/documents/document-actions';
import { contractDocument } from '../../domain/documents/contract-document';
import { orderDocumentBlocks } from '../../domain/documents/document-blocks';
import { documentRequest } from '../../domain/documents/document-types';
import { orderDocument } from '../../domain/documents/order-documents';
import { contract } from '../../domain/sales/contracts';
import { order } from '../../domain/sales/orders';
import { organisation } from '../../domain/reference/reference';
import { legalEntity } from '../../domain/counterparties/counterparties';
import { tableOf } from '../db/entity-tables';
import { actionRoute } from '../http/actions/action-route';
import { FileReply } from '../http/actions/file-reply';
import { notFound, refuse } from '../../domain/core/refusals/refusal';
import type { Executor } from '../db/connection';
import type { BuyerInput, ContractInput, SellerInput } from '../../domain/documents/document-input';
import { loadOrders } from './document-data';
import { documentProblem } from './document-checks';
import { documentsJobName } from './documents-job';
import { documentInputOf, renderedFile } from './order-document-files';

export const generateDocumentsRoute = actionRoute(generateDocuments, async ({ ctx, actor, body }) => {
  const ids = [...new Set(body.orders)];
  const request = documentRequest(body.type, body.signed, body.pdf);
  const problem = documentProblem(ids, await loadOrders(ctx.database.db, ids), request);
  if (problem) throw problem;
  const taskId = await ctx.jobs.enqueue(documentsJobName, { orders: ids, type: request.type, signed: request.signed, pdf: request.pdf, userId: actor.id });
  return { taskId };
});

async function rowById(db: Executor, entity: Parameters<typeof tableOf>[0], id: number): Promise<Record<string, unknown> | null> {
  const table = tableOf(entity);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return (row as Record<string, unknown> | undefined) ?? null;
}

/** The latest order of the contract (by report month, then id). */
async function latestOrderId(db: Executor, contractId: number): Promise<number | null> {
  const table = tableOf(order);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.contract, contractId)).orderBy(desc(table.dateReport), desc(table.id)).limit(1);
  return row ? Number(row.id) : null;
}

export const contractDocumentRoute = actionRoute(contractDocumentFile, async ({ ctx, params, query }) => {
  const db = ctx.database.db;
  const found = await rowById(db, contract, params.id);
  if (!found) throw notFound();
  const pdf = query.format === 'pdf';
  const suffix = `${String(found.number ?? found.id).replace(/[^\w.-]+/g, '_')}_${params.name}`;
  if (params.name === 'contract') {
    const seller = (await rowById(db, organisation, Number(found.organisation))) as unknown as SellerInput;
    const buyer = (await rowById(db, legalEntity, Number(found.legalEntity))) as unknown as BuyerInput;
    const file = await renderedFile(contractDocument(found as unknown as ContractInput, seller, buyer), suffix, pdf, null);
    return new FileReply(file.name, file.contentType, file.data, 'inline');
  }
  const latest = await latestOrderId(db, params.id);
  if (!latest) throw refuse.notFound('documents.noOrders');
  const [loaded] = await loadOrders(db, [latest]);
  const file = await renderedFile(orderDocumentBlocks(orderDocument('ATTACHMENT', documentInputOf(loaded), false)), suffix, pdf, null);
  return new FileReply(file.name, file.contentType, file.data, 'inline');
});
