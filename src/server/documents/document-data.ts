/**
 * Loads what order documents are made from, for many orders in a handful of queries: the
 * orders, their products (with format names), contracts, billing organisations, legal entities
 * and, for the reconciliation statement, their payments. Every row is read through the items
 * service with the reader's read rule: an order the reader may not read is left out.
 */
import { asc, inArray } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { organisation, productFormat } from '../../domain/reference/reference';
import { legalEntity } from '../../domain/counterparties/counterparties';
import { contract } from '../../domain/sales/contracts';
import { invoice } from '../../domain/sales/invoices';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import type { BuyerInput, ContractInput, OrderInput, PaymentInput, ProductInput, SellerInput } from '../../domain/documents/document-input';
import { items, type TransactionScope } from '../items/items';

type Row = Record<string, unknown>;

export interface LoadedOrder {
  order: OrderInput & { legalEntity: number | null; contract: number; sumWithNds: number };
  products: ProductInput[];
  contract: ContractInput & { id: number; organisation: number };
  seller: SellerInput & { id: number; signature: number | null; stamp: number | null };
  buyer: (BuyerInput & { id: number }) | null;
}

async function rowsById(reader: TransactionScope, entity: AnyEntity, ids: number[]): Promise<Map<number, Row>> {
  if (!ids.length) return new Map();
  const rows: Row[] = await items(entity, reader).readMany(ids);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

const unique = (values: unknown[]) => [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];

/** The orders asked for that the reader may read, in the order asked; ids not found are left out. */
export async function loadOrders(reader: TransactionScope, ids: number[]): Promise<LoadedOrder[]> {
  const orders = await rowsById(reader, order, ids);
  const contracts = await rowsById(reader, contract, unique([...orders.values()].map((o) => o.contract)));
  const sellers = await rowsById(reader, organisation, unique([...contracts.values()].map((c) => c.organisation)));
  const buyers = await rowsById(reader, legalEntity, unique([...orders.values()].map((o) => o.legalEntity)));
  const products = items(product, reader);
  const columns = products.rows();
  const productRows: Row[] = orders.size ? await products.readWhere(inArray(columns.order, [...orders.keys()]), [asc(columns.id)]) : [];
  const formats = await rowsById(reader, productFormat, unique(productRows.map((p) => p.format)));
  const productsByOrder = new Map<number, ProductInput[]>();
  for (const p of productRows) {
    const list = productsByOrder.get(Number(p.order)) ?? [];
    list.push({ ...(p as unknown as ProductInput), formatName: (formats.get(Number(p.format))?.name as string | undefined) ?? null });
    productsByOrder.set(Number(p.order), list);
  }
  return ids.flatMap((id) => {
    const o = orders.get(id);
    if (!o) return [];
    const c = contracts.get(Number(o.contract))!;
    return [
      {
        order: o as unknown as LoadedOrder['order'],
        products: productsByOrder.get(id) ?? [],
        contract: c as unknown as LoadedOrder['contract'],
        seller: sellers.get(Number(c.organisation)) as unknown as LoadedOrder['seller'],
        buyer: (buyers.get(Number(o.legalEntity)) as unknown as LoadedOrder['buyer']) ?? null,
      },
    ];
  });
}

/** The payments of the orders that the reader may read, by order id, oldest first. */
export async function loadPayments(reader: TransactionScope, orderIds: number[]): Promise<Map<number, PaymentInput[]>> {
  const invoices = items(invoice, reader);
  const columns = invoices.rows();
  const rows: Row[] = orderIds.length ? await invoices.readWhere(inArray(columns.order, orderIds), [asc(columns.date), asc(columns.id)]) : [];
  const byOrder = new Map<number, PaymentInput[]>();
  for (const row of rows) {
    const list = byOrder.get(Number(row.order)) ?? [];
    list.push({ date: String(row.date), number: (row.number as string | null) ?? null, sum: Number(row.sum) });
    byOrder.set(Number(row.order), list);
  }
  return byOrder;
}
