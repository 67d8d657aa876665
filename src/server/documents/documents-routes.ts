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
import { actionRoute } from '../http/actions/action-route';
import { FileReply } from '../http/actions/file-reply';
import { notFound, refuse } from '../../domain/core/refusals/refusal';
import { items, type TransactionScope } from '../items/items';
import type { BuyerInput, ContractInput, SellerInput } from '../../domain/documents/document-input';
import { loadOrders } from './document-data';
import { documentProblem } from './document-checks';
import { documentsJobName } from './documents-job';
import { documentInputOf, renderedFile } from './order-document-files';

export const generateDocumentsRoute = actionRoute(generateDocuments, async ({ ctx, actor, body }) => {
  const ids = [...new Set(body.orders)];
  const request = documentRequest(body.type, body.signed, body.pdf);
  const problem = documentProblem(ids, await loadOrders({ actor, tx: ctx.database.db }, ids), request);
  if (problem) throw problem;
  const taskId = await ctx.jobs.enqueue(documentsJobName, { orders: ids, type: request.type, signed: request.signed, pdf: request.pdf, userId: actor.id });
  return { taskId };
});

/** The latest order of the contract the reader may read (by report month, then id). */
async function latestOrderId(reader: TransactionScope, contractId: number): Promise<number | null> {
  const orders = items(order, reader);
  const columns = orders.rows();
  const [row] = await orders.readWhere(eq(columns.contract, contractId), [desc(columns.dateReport), desc(columns.id)], 1);
  return row ? Number(row.id) : null;
}

export const contractDocumentRoute = actionRoute(contractDocumentFile, async ({ ctx, actor, params, query }) => {
  const reader: TransactionScope = { actor, tx: ctx.database.db };
  const found = await items(contract, reader).read(params.id);
  if (!found) throw notFound();
  const pdf = query.format === 'pdf';
  const suffix = `${String(found.number ?? found.id).replace(/[^\w.-]+/g, '_')}_${params.name}`;
  if (params.name === 'contract') {
    const seller = (await items(organisation, reader).read(Number(found.organisation))) as unknown as SellerInput;
    const buyer = (await items(legalEntity, reader).read(Number(found.legalEntity))) as unknown as BuyerInput;
    const file = await renderedFile(contractDocument(found as unknown as ContractInput, seller, buyer), suffix, pdf, null);
    return new FileReply(file.name, file.contentType, file.data, 'inline');
  }
  const latest = await latestOrderId(reader, params.id);
  if (!latest) throw refuse.notFound('documents.noOrders');
  const [loaded] = await loadOrders(reader, [latest]);
  const file = await renderedFile(orderDocumentBlocks(orderDocument('ATTACHMENT', documentInputOf(loaded), false)), suffix, pdf, null);
  return new FileReply(file.name, file.contentType, file.data, 'inline');
});
