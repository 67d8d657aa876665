/**
 * Test fixtures of the sales area: the references an order needs (legal entity, client, brand,
 * vertical, contract, product format) created through the API, and small helpers to create
 * orders with their products and payments and read an order back.
 */
import { expect } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { businessDay, businessMonth } from '../../../domain/calendar/business-day';

export interface SalesWorld {
  client: number;
  legalEntity: number;
  brand: number;
  vertical: number;
  contract: number;
  adxContract: number;
  format: number;
  format2: number;
  admin: number;
}

export type Row = Record<string, unknown> & { id: number };

export const thisMonth = () => businessMonth();
export const today = () => businessDay();

export async function created(t: TestServer, token: string, path: string, payload: Record<string, unknown>): Promise<Row> {
  const answer = await t.call(token, { method: 'POST', url: `/api/${path}`, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Row;
}

export async function fetched(t: TestServer, path: string, token = t.adminToken): Promise<Row> {
  const answer = await t.call(token, { method: 'GET', url: `/api/${path}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Row;
}

export async function salesWorld(t: TestServer): Promise<SalesWorld> {
  const token = t.adminToken;
  const admin = await fetched(t, 'accounts/current/');
  const client = (await created(t, token, 'clients/', { name: 'Acme', type: 'DIRECT', user: admin.id })).id;
  const legalEntity = (await created(t, token, 'legal_entities/', { fullname: 'OOO Acme', name: 'Acme', legalForm: 'LEGAL', client, billingInfo: { inn: '7701234567' } })).id;
  const pipe = (await created(t, token, 'brands/pipe/', { name: 'Acme CRM' })).id;
  const brand = (await created(t, token, 'brands/', { name: 'Acme brand', pipeOrganization: pipe })).id;
  const vertical = (await created(t, token, 'brands/vertical/', { name: 'Retail', brand })).id;
  const terms = { responsible: admin.id, legalEntity, client, date: '2026-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'C-1' };
  const contract = (await created(t, token, 'contracts/', terms)).id;
  const adxContract = (await created(t, token, 'contracts/', { ...terms, number: 'ADX-1', isAdx: true })).id;
  const format = (await created(t, token, 'products/formats/', { name: 'Banner 240x400' })).id;
  const format2 = (await created(t, token, 'products/formats/', { name: 'Video pre-roll' })).id;
  return { client, legalEntity, brand, vertical, contract, adxContract, format, format2, admin: admin.id };
}

export function orderPayload(w: SalesWorld, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Spring campaign', client: w.client, legalEntity: w.legalEntity, contract: w.contract, brand: w.brand, vertical: w.vertical, site: 'https://acme.example', department: 1, responsible: w.admin, ...extra };
}

export function productPayload(w: SalesWorld, order: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { order, name: 'Banner', format: w.format, type: 'CLICKS', price: 10, amount: 100, planPrice: 5, ...extra };
}

/** An order of the world with one product per entry of `products` and one payment per entry of `payments`, read back. */
export async function orderWithProducts(
  t: TestServer,
  w: SalesWorld,
  fields: Record<string, unknown>,
  products: Array<Record<string, unknown>>,
  payments: Array<Record<string, unknown>> = [],
): Promise<Row> {
  const o = await created(t, t.adminToken, 'orders/', orderPayload(w, fields));
  for (const product of products) await created(t, t.adminToken, 'products/', productPayload(w, o.id, product));
  for (const payment of payments) await created(t, t.adminToken, 'payments/', { order: o.id, ...payment });
  return fetched(t, `orders/${o.id}/`);
}
