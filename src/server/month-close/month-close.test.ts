/**
 * The Month close summary (GET /api/month_close/): every figure's count and sums equal what the
 * list it names answers for the same month and filters, on a month with paid, partly paid and
 * unpaid invoices, acts sent and not, and a DSP whose stated amount differs from its figures.
 */
import { roundMoney } from '../../domain/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publisherAct } from '../../domain/buying-acts/publisher-acts';
import { figureQuery, monthFigures } from '../../domain/month-close/month-close-figures';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created } from '../../../dev/fixtures/sales-fixtures';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';

let t: TestServer;
const october = '2026-10-01';

beforeAll(async () => {
  t = await createTestServer();
  const legalEntity = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Site Owner', name: 'Site Owner', legalForm: 'LEGAL', billingInfo: { inn: '7707083893', kpp: '770701001' } })).id;
  const contract = (await created(t, t.adminToken, 'publisher_contracts/', { legalEntity, number: 'PUB-MC-1', date: '2025-01-15' })).id;
  const publishers: number[] = [];
  for (const name of ['Alpha site', 'Beta site', 'Gamma site', 'Delta site']) publishers.push(Number((await created(t, t.adminToken, 'publishers/', { name, contract })).id));
  const invoice = (publisher: number, date: string, withNds: number, paid: number) =>
    created(t, t.adminToken, 'publishers/invoices/', { date, publisher, amountWithoutNds: roundMoney(withNds / 1.2), amountWithNds: withNds, paymentAmount: paid });
  await invoice(publishers[0], october, 1200, 1200);
  await invoice(publishers[1], october, 600.5, 100.25);
  await invoice(publishers[2], october, 240, 0);
  await invoice(publishers[3], '2026-09-01', 999, 0);
  await items(publisherAct, { ctx: t.ctx, actor: systemActor(null), tx: t.ctx.database.db }).system.insert(
    [
      { publisher: publishers[0], date: '2026-10-31', number: 'A-1', sum: 1200, isUpdated: true },
      { publisher: publishers[1], date: '2026-10-31', number: 'A-2', sum: 600.5, isUpdated: false },
    ],
  );
  const dspContract = (await created(t, t.adminToken, 'dsp/contract/', { legalEntity, number: 'DSP-MC', date: '2026-01-10', nds: 20, postponeDays: 30 })).id;
  await created(t, t.adminToken, 'dsp/', { id: 'dsp-mc', name: 'DSP MC', contract: dspContract, dspId: ['mc-1'] });
  await created(t, t.adminToken, 'dsp/invoice/', { date: october, dsp: 'dsp-mc', dspAmount: 400, originalAmount: 380, amountWithoutNds: 400, amountWithNds: 480, paymentAmount: 0 });
}, 120_000);
afterAll(async () => t?.close());

const summary = async (token: string, query = `?date=${october}`) => t.call(token, { method: 'GET', url: `/api/month_close/${query}` });

describe('GET /api/month_close/', () => {
  it("answers every figure with the count and sums of the list it names, for the same month's filters", async () => {
    const answer = await summary(t.adminToken);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ month: october, next: '2026-11-01' });
    for (const figure of monthFigures) {
      const list = (await t.call(t.adminToken, { method: 'GET', url: `/api/${figure.path}?${new URLSearchParams(figureQuery(figure, october, '2026-11-01'))}` })).json();
      expect(body.figures[figure.key], figure.key).toEqual({ count: list.count, total: Object.fromEntries(figure.sums.map((field) => [field, list.total[field] ?? null])) });
    }
  });

  it('counts what the month holds: paid, partly, not paid, without acts, acts sent and not, the DSP’s difference', async () => {
    const { figures } = (await summary(t.adminToken)).json();
    expect(figures.publisherInvoices).toEqual({ count: 3, total: { amountWithNds: 2040.5, paymentAmount: 1300.25 } });
    expect(figures.publisherInvoicesPaid.count).toBe(1);
    expect(figures.publisherInvoicesPartlyPaid).toEqual({ count: 1, total: { amountWithNds: 600.5, paymentAmount: 100.25 } });
    expect(figures.publisherInvoicesNotPaid.count).toBe(1);
    expect(figures.publisherInvoicesWithoutActs).toEqual({ count: 1, total: { amountWithNds: 240 } });
    expect(figures.publisherActs).toEqual({ count: 2, total: { sum: 1800.5 } });
    expect(figures.publisherActsRegistered.count).toBe(1);
    expect(figures.publisherActsNotRegistered).toEqual({ count: 1, total: { sum: 600.5 } });
    expect(figures.dspInvoices.count).toBe(1);
    expect(figures.dspInvoicesStatedAbove).toEqual({ count: 1, total: { dspAmount: 400, originalAmount: 380, diff: -20 } });
    expect(figures.dspInvoicesStatedBelow.count).toBe(0);
    expect(figures.dmpExports.count).toBe(0);
  });

  it('gives the acts not sent grouped by reason: none sent yet, then the failed send’s reason and its run', async () => {
    const before = (await summary(t.adminToken)).json();
    expect(before.notSent.publishers).toEqual([{ reason: null, code: null, values: {}, count: 1 }]);
    expect(before.runs['publisherActs.send']).toBeNull();
    expect(before.runs['erirStatistics.build']).toBeNull();
    const { taskId } = (await t.call(t.adminToken, { method: 'GET', url: `/api/erir/publisher/send_acts/?date=${october}` })).json();
    await t.waitForTask(taskId);
    const after = (await summary(t.adminToken)).json();
    expect(after.runs['publisherActs.send']).toMatchObject({ id: taskId, name: 'publisherActs.send', state: 'FAILURE', code: 'registryActs.notSent' });
    // The reason's codes go with it, for the browser to write it in the user's language.
    expect(after.notSent.publishers).toEqual([{ reason: expect.stringContaining('not configured'), code: null, values: expect.objectContaining({ reasonCodes: expect.any(String) }), count: 1 }]);
    expect(JSON.parse(after.notSent.publishers[0].values.reasonCodes)[0]).toMatchObject({ code: 'registry.operatorNotConfigured', values: { api: 'VK' } });
    expect(after.notSent.dsps).toEqual([]);
    // Another month's send is not this month's run.
    expect((await summary(t.adminToken, '?date=2026-09-01')).json().runs['publisherActs.send']).toBeNull();
  });

  it('is read by every signed-in user, refuses a malformed month with a code, and needs a session', async () => {
    const user = await t.userWithRole('USER');
    const read = await summary(user.token);
    expect(read.statusCode).toBe(200);
    const bad = await summary(t.adminToken, '?date=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('code');
    expect((await t.call(null, { method: 'GET', url: '/api/month_close/' })).statusCode).toBe(401);
  });

  it('shows the previous month by default', async () => {
    const body = (await summary(t.adminToken, '')).json();
    expect(body.month).toMatch(/^\d{4}-\d{2}-01$/);
    const now = new Date();
    const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    expect(body.month).toBe(previous);
  });
});
