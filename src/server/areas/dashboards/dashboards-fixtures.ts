/**
 * Test fixtures of the dashboards: on top of the sales world, a holding of two clients, a client
 * without a holding, a second responsible user, a contract of another billing organisation with
 * another payment delay, and helpers to create an order with products and payments. Expected
 * figures are computed from the rows the API lists, in whole kopecks, never by the code tested.
 */
import type { TestServer } from '../../testing/test-server';
import { created, orderWithProducts, salesWorld, type Row, type SalesWorld } from '../sales/sales-fixtures';

export interface DashboardWorld extends SalesWorld {
  holding: number;
  holdingClient: number;
  loneClient: number;
  otherContract: number;
  seller: number;
}

export async function dashboardWorld(t: TestServer): Promise<DashboardWorld> {
  const w = await salesWorld(t);
  const token = t.adminToken;
  const holding = (await created(t, token, 'holdings/', { name: 'Mega holding' })).id;
  await t.call(token, { method: 'PATCH', url: `/api/clients/${w.client}/`, payload: { holding } });
  const holdingClient = (await created(t, token, 'clients/', { name: 'Beta', type: 'DIRECT', user: w.admin, holding })).id;
  const loneClient = (await created(t, token, 'clients/', { name: 'Gamma', type: 'DIRECT', user: w.admin })).id;
  const terms = { responsible: w.admin, legalEntity: w.legalEntity, client: w.client, date: '2025-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0 };
  const otherContract = (await created(t, token, 'contracts/', { ...terms, number: 'C-2', organisation: 2, postponeDays: 10 })).id;
  const seller = (await t.userWithRole('MANAGER')).id;
  return { ...w, holding, holdingClient, loneClient, otherContract, seller };
}

/** The month of `date` as an order's three dates: start on the 1st, end on `date`. */
export function orderDates(date: string): Record<string, string> {
  return { dateStart: `${date.slice(0, 7)}-01`, dateEnd: date, dateReport: `${date.slice(0, 7)}-01` };
}

/** An order with one product per price (amount 1, VAT 20 % charged) and one payment per sum. */
export async function orderWith(
  t: TestServer,
  w: DashboardWorld,
  fields: Record<string, unknown>,
  prices: number[],
  payments: Array<{ date: string; sum: number }> = [],
): Promise<Row> {
  return orderWithProducts(t, w, fields, prices.map((price) => ({ price, amount: 1, type: 'ITEMS' })), payments);
}

export async function listed(t: TestServer, path: string): Promise<Row[]> {
  const answer = await t.call(t.adminToken, { method: 'GET', url: `/api/${path}${path.includes('?') ? '&' : '?'}full=true` });
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json().results as Row[];
}

/** Money as whole kopecks, so expected sums add up exactly without the code under test. */
export const kopecks = (value: unknown) => Math.round(Number(value ?? 0) * 100);
export const fromKopecks = (value: number) => value / 100;
