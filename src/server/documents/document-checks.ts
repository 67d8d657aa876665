/**
 * What must hold before documents are made, answered at once as 400 (the person sees why
 * without waiting for a failed task): every order exists and has a legal entity and products;
 * Polish invoices are for PLN orders and Russian documents for the others; a signed document's
 * organisation has its signature and stamp; a reconciliation statement has one pair of parties.
 */
import { polishCurrency, polishDocumentTypes, type DocumentRequest } from '../../domain/documents/document-types';
import { invalidField, type Refusal } from '../../domain/core/refusals/refusal';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import type { MessageValues } from '../../domain/core/refusals/render-message';
import type { LoadedOrder } from './document-data';

const problem = (code: RefusalCode, values?: MessageValues): Refusal => invalidField('orders', code, values);

export function documentProblem(ids: number[], orders: LoadedOrder[], request: DocumentRequest): Refusal | null {
  const found = new Set(orders.map((o) => o.order.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) return problem('documents.unknownOrders', { ids: missing.join(', ') });
  for (const { order, buyer } of orders) if (!buyer) return problem('documents.noLegalEntity', { number: order.number });
  if (request.type === 'COLLATION') {
    const pairs = new Set(orders.map((o) => `${o.seller.id}:${o.buyer?.id}`));
    return pairs.size > 1 ? problem('documents.collationOneParty') : null;
  }
  for (const { order, products } of orders) {
    const pln = order.currency === polishCurrency;
    if (polishDocumentTypes.has(request.type) && !pln) return problem('documents.polishNeedsPln', { number: order.number });
    if (!polishDocumentTypes.has(request.type) && pln) return problem('documents.russianNotForPln', { number: order.number });
    if (!products.length) return problem('documents.noProducts', { number: order.number });
  }
  if (request.signed) {
    const unsigned = orders.find(({ seller }) => !seller.signature || !seller.stamp);
    if (unsigned) return problem('documents.unsigned', { organisation: unsigned.seller.name });
  }
  return null;
}
