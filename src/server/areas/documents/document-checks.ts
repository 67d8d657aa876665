/**
 * What must hold before documents are made, answered at once as 400 (the person sees why
 * without waiting for a failed task): every order exists and has a legal entity and products;
 * Polish invoices are for PLN orders and Russian documents for the others; a signed document's
 * organisation has its signature and stamp; a reconciliation statement has one pair of parties.
 */
import { documentMessages, polishCurrency, polishDocumentTypes, type DocumentRequest } from '../../../domain/documents/document-types';
import type { LoadedOrder } from './document-data';

export function documentProblem(ids: number[], orders: LoadedOrder[], request: DocumentRequest): string | null {
  const found = new Set(orders.map((o) => o.order.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) return documentMessages.unknownOrders(missing);
  for (const { order, buyer } of orders) if (!buyer) return documentMessages.noLegalEntity(order.number);
  if (request.type === 'COLLATION') {
    const pairs = new Set(orders.map((o) => `${o.seller.id}:${o.buyer?.id}`));
    return pairs.size > 1 ? documentMessages.collationOneParty : null;
  }
  for (const { order, products } of orders) {
    const pln = order.currency === polishCurrency;
    if (polishDocumentTypes.has(request.type) && !pln) return documentMessages.polishNeedsPln(order.number);
    if (!polishDocumentTypes.has(request.type) && pln) return documentMessages.russianNotForPln(order.number);
    if (!products.length) return documentMessages.noProducts(order.number);
  }
  if (request.signed) {
    const unsigned = orders.find(({ seller }) => !seller.signature || !seller.stamp);
    if (unsigned) return documentMessages.unsigned(unsigned.seller.name);
  }
  return null;
}
