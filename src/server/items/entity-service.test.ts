/**
 * The generic entity service on a probe ledger (testing/probe-ledger.ts): computed fields kept
 * right inside each write, SQL expression fields filtered, ordered and totalled, a view with
 * two writable fields, declared access functions and per-record read-only fields, writes that
 * change nothing, and a plain entity that needs nothing but its declaration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { ledgerArea, ledgerEntities, lockedMessage } from '../../../dev/testing/probe-ledger';
import { businessDay } from '../../domain/core/calendar/business-day';
import { format, parseISO, subDays } from 'date-fns';

let t: TestServer;
let manager: { id: number; token: string };
let clerk: { id: number; token: string };
let termsId: number;

const today = () => businessDay();
// Days before the business day (the late days count from it), not before UTC's date: they differ from 21:00 UTC in Moscow.
const daysAgo = (days: number) => format(subDays(parseISO(businessDay()), days), 'yyyy-MM-dd');

async function post(token: string, path: string, payload: Record<string, unknown>) {
  const answer = await t.call(token, { method: 'POST', url: `/api/ledger/${path}`, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Record<string, unknown> & { id: number };
}

async function get(token: string, path: string) {
  return t.call(token, { method: 'GET', url: `/api/ledger/${path}` });
}

async function bill(id: number) {
  return (await get(t.adminToken, `bills/${id}/`)).json();
}

beforeAll(async () => {
  t = await createTestServer({}, { probeEntities: ledgerEntities, extraModules: [ledgerArea] });
  manager = await t.userWithRole('MANAGER');
  clerk = await t.userWithRole('USER');
  termsId = (await post(t.adminToken, 'terms/', { name: 'Ten days', days: 10 })).id;
});
afterAll(() => t?.close());

describe('computed fields', () => {
  it('keeps rollups and derived values right in the write that changes them', async () => {
    const b = await post(t.adminToken, 'bills/', { title: 'First', dateEnd: today() });
    expect(b).toMatchObject({ total: 0, lines: 0, paid: 0, status: 'NOT_PAID' });
    const line = await post(t.adminToken, 'lines/', { bill: b.id, price: 10.5, amount: 3 });
    expect(line.sum).toBe(31.5);
    await post(t.adminToken, 'lines/', { bill: b.id, price: 0.01, amount: 7 });
    expect(await bill(b.id)).toMatchObject({ total: 31.57, lines: 2, status: 'NOT_PAID' });

    await post(t.adminToken, 'payments/', { bill: b.id, amount: 30 });
    expect(await bill(b.id)).toMatchObject({ paid: 30, status: 'PARTIALLY_PAID' });
    await post(t.adminToken, 'payments/', { bill: b.id, amount: 1.57 });
    expect(await bill(b.id)).toMatchObject({ paid: 31.57, status: 'PAID' });

    const patched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/ledger/lines/${line.id}/`, payload: { amount: 4 } });
    expect(patched.json().sum).toBe(42);
    expect(await bill(b.id)).toMatchObject({ total: 42.07, status: 'PARTIALLY_PAID' });

    const other = await post(t.adminToken, 'bills/', { title: 'Second', dateEnd: today() });
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/ledger/lines/${line.id}/`, payload: { bill: other.id } });
    expect(await bill(b.id)).toMatchObject({ total: 0.07, lines: 1, status: 'PAID' });
    expect(await bill(other.id)).toMatchObject({ total: 42, lines: 1, status: 'NOT_PAID' });

    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/ledger/lines/${line.id}/` })).statusCode).toBe(204);
    expect(await bill(other.id)).toMatchObject({ total: 0, lines: 0 });
  });

  it('ignores computed values a client sends', async () => {
    const b = await post(t.adminToken, 'bills/', { title: 'Sent sums', dateEnd: today(), total: 999, status: 'PAID', lateDays: 5 });
    expect(b).toMatchObject({ total: 0, status: 'NOT_PAID', lateDays: 0 });
  });

  it('filters, orders and totals SQL expression and rollup fields', async () => {
    const late = await post(t.adminToken, 'bills/', { title: 'Late', dateEnd: daysAgo(40), terms: termsId });
    await post(t.adminToken, 'lines/', { bill: late.id, price: 100, amount: 1 });
    expect(await bill(late.id)).toMatchObject({ dueDate: daysAgo(30), lateDays: 30, debt: 100 });

    const byLate = await get(t.adminToken, 'bills/?lateDays__gte=30');
    expect(byLate.json().results.map((r: { title: string }) => r.title)).toEqual(['Late']);
    const ordered = await get(t.adminToken, 'bills/?ordering=-total&page_size=2');
    expect(ordered.json().results[0].title).toBe('Late');
    const totals = await get(t.adminToken, 'bills/?total__gte=100');
    expect(totals.json()).toMatchObject({ count: 1, total: { total: 100, debt: 100 } });
    expect((await get(t.adminToken, 'bills/?lateDays__gte=abc')).statusCode).toBe(400);
  });

  it('describes computed fields as read-only in the OpenAPI document', async () => {
    const doc = (await t.call(t.adminToken, { method: 'GET', url: '/api/docs/json' })).json();
    const json = JSON.stringify(doc);
    expect(json).toContain('ledger/bills');
    const schemas = Object.values(doc.paths['/api/ledger/bills/{id}/'].get.responses['200'].content['application/json'].schema.properties ?? {}) as Array<{ readOnly?: boolean }>;
    expect(schemas.length).toBeGreaterThan(0);
    const properties = doc.paths['/api/ledger/bills/{id}/'].get.responses['200'].content['application/json'].schema.properties;
    expect(properties.total.readOnly).toBe(true);
    expect(properties.lateDays.readOnly).toBe(true);
    expect(properties.title.readOnly).toBeUndefined();
  });
});

describe('views', () => {
  it('lists the rows of its base that match, with its expression fields', async () => {
    const open = await post(t.adminToken, 'bills/', { title: 'Open debt', dateEnd: daysAgo(5) });
    await post(t.adminToken, 'lines/', { bill: open.id, price: 50, amount: 1 });
    const settled = await post(t.adminToken, 'bills/', { title: 'Settled', dateEnd: daysAgo(5) });
    await post(t.adminToken, 'lines/', { bill: settled.id, price: 5, amount: 1 });
    await post(t.adminToken, 'payments/', { bill: settled.id, amount: 5 });

    const list = (await get(t.adminToken, 'debts/?page_size=1000')).json();
    const titles = list.results.map((r: { title: string }) => r.title);
    expect(titles).toContain('Open debt');
    expect(titles).not.toContain('Settled');
    expect(list.results.find((r: { title: string }) => r.title === 'Open debt')).toMatchObject({ debt: 50, lateDays: 5 });
    expect((await get(t.adminToken, `debts/${settled.id}/`)).statusCode).toBe(404);
    expect((await get(t.adminToken, 'debts/?lateDays__gt=4&title=Open debt')).json().count).toBe(1);
  });

  it('writes only its writable fields, into the base row and its history; create and delete answer 405', async () => {
    const open = await post(t.adminToken, 'bills/', { title: 'Receivable', dateEnd: today() });
    await post(t.adminToken, 'lines/', { bill: open.id, price: 20, amount: 1 });
    const patch = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/ledger/debts/${open.id}/`,
      payload: { note: 'calls on Monday', title: 'Renamed', total: 1 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ note: 'calls on Monday', title: 'Receivable', total: 20 });
    expect(await bill(open.id)).toMatchObject({ note: 'calls on Monday', title: 'Receivable' });
    const history = (await get(t.adminToken, `bills/${open.id}/history/`)).json();
    expect(history[0]).toMatchObject({ action: 'update', changes: { note: [null, 'calls on Monday'] } });

    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/ledger/debts/', payload: { note: 'x' } })).statusCode).toBe(405);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/ledger/debts/${open.id}/` })).statusCode).toBe(405);
    expect(await bill(open.id)).toMatchObject({ title: 'Receivable' });
  });
});

describe('declared access', () => {
  it('limits what a USER reads to the rows the read rule lets through', async () => {
    const own = await post(clerk.token, 'bills/', { title: 'Clerk own', dateEnd: today() });
    expect(own.owner).toBe(clerk.id);
    const others = await post(manager.token, 'bills/', { title: 'Manager own', dateEnd: today() });
    const list = (await get(clerk.token, 'bills/?page_size=1000')).json();
    expect(list.results.map((r: { title: string }) => r.title)).toEqual(['Clerk own']);
    expect((await get(clerk.token, `bills/${others.id}/`)).statusCode).toBe(404);
    expect((await get(clerk.token, `bills/${own.id}/`)).statusCode).toBe(200);
    expect((await get(manager.token, 'bills/?page_size=1000')).json().count).toBeGreaterThan(1);
  });

  it('refuses changes to fields read-only for this actor on this record with 403 naming the field', async () => {
    const locked = await post(t.adminToken, 'bills/', { title: 'Locked', dateEnd: today(), isLocked: true });
    const refused = await t.call(manager.token, { method: 'PATCH', url: `/api/ledger/bills/${locked.id}/`, payload: { title: 'Changed' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: lockedMessage, code: 'request.refused', values: { reason: lockedMessage }, field: 'title' });
    expect(await bill(locked.id)).toMatchObject({ title: 'Locked' });

    const sameValue = await t.call(manager.token, { method: 'PATCH', url: `/api/ledger/bills/${locked.id}/`, payload: { title: 'Locked', comment: 'fine' } });
    expect(sameValue.statusCode).toBe(200);
    expect(sameValue.json().comment).toBe('fine');

    const superAdmin = await t.call(t.adminToken, { method: 'PATCH', url: `/api/ledger/bills/${locked.id}/`, payload: { title: 'Changed' } });
    expect(superAdmin.statusCode).toBe(200);

    const deleted = await t.call(manager.token, { method: 'DELETE', url: `/api/ledger/bills/${locked.id}/` });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().detail).toBe('Locked bill can not be deleted');
  });

  it('a field the actor may not choose takes its initial value on create; a different value is refused', async () => {
    // The probe's `owner` is not locked, so a clerk may name anyone; the declared client rule is.
    const clientAnswer = await t.call(clerk.token, { method: 'POST', url: '/api/clients/', payload: { name: 'Clerk client', user: manager.id } });
    expect(clientAnswer.statusCode).toBe(403);
    expect(clientAnswer.json().field).toBe('user');
    const own = await t.call(clerk.token, { method: 'POST', url: '/api/clients/', payload: { name: 'Clerk client' } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().user).toBe(clerk.id);
    const missing = await t.call(manager.token, { method: 'POST', url: '/api/clients/', payload: { name: 'No responsible' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.user).toEqual(['Required field']);
  });
});

describe('writes', () => {
  it('a PATCH that changes nothing keeps updatedAt, updatedBy and history', async () => {
    const b = await post(t.adminToken, 'bills/', { title: 'Still', dateEnd: today() });
    const same = await t.call(manager.token, {
      method: 'PATCH',
      url: `/api/ledger/bills/${b.id}/`,
      payload: { title: 'Still', dateEnd: b.dateEnd, updatedAt: b.updatedAt },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ updatedAt: b.updatedAt, updatedBy: b.updatedBy });
    const history = (await get(t.adminToken, `bills/${b.id}/history/`)).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create']);
    // …so the next save with the same updatedAt still goes through.
    const next = await t.call(t.adminToken, { method: 'PATCH', url: `/api/ledger/bills/${b.id}/`, payload: { title: 'Moved', updatedAt: b.updatedAt } });
    expect(next.statusCode).toBe(200);
  });

  it('answers 400 for an updatedAt that is not a timestamp, writing nothing', async () => {
    const b = await post(t.adminToken, 'bills/', { title: 'Stamp', dateEnd: today() });
    for (const updatedAt of ['yesterday', 12, { at: 1 }]) {
      const answer = await t.call(t.adminToken, { method: 'PATCH', url: `/api/ledger/bills/${b.id}/`, payload: { title: 'X', updatedAt } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.updatedAt).toEqual(['Invalid value']);
    }
    expect(await bill(b.id)).toMatchObject({ title: 'Stamp', updatedAt: b.updatedAt });
  });
});

describe('a plain entity', () => {
  it('has the whole generic API from its declaration alone', async () => {
    const note = await post(t.adminToken, 'notes/', { text: '  first   note ' });
    expect(note.text).toBe('first note');
    expect((await get(t.adminToken, 'notes/?text__cnt=first')).json().count).toBe(1);
    expect((await get(t.adminToken, 'notes/short/?search=fir')).json()).toEqual([{ v: note.id, t: 'first note' }]);
    const patched = await t.call(t.adminToken, { method: 'PATCH', url: `/api/ledger/notes/${note.id}/`, payload: { text: 'second' } });
    expect(patched.json().text).toBe('second');
    expect((await get(t.adminToken, `notes/${note.id}/history/`)).json()).toHaveLength(2);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `/api/ledger/notes/${note.id}/` })).statusCode).toBe(204);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/ledger/notes/', payload: {} })).json().errors).toEqual({ text: ['Required field'] });
  });
});
