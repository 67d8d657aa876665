/**
 * Deletes that keep the books (spec 2 §6; API.md "Buying side"): the buying side's invoices,
 * contracts, publishers, DSPs, DMPs and DMP exports are deleted by a super admin only (USER,
 * MANAGER and ADMIN get 403), and the declared delete guards refuse, with 409 naming why, a paid
 * invoice, an invoice whose month has acts, an act sent to the registry and a DMP with exports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created, type Row } from '../../../dev/fixtures/sales-fixtures';
import { entities } from '../../domain/core/entities';
import { isRefusalCode } from '../../domain/core/refusals/refusal-codes';
import { publisherAct } from '../../domain/buying-acts/publisher-acts';
import { refuseKeptRow } from './delete-guard';

let t: TestServer;
let tokens: Record<'USER' | 'MANAGER' | 'ADMIN', string>;
let publisher: Row;
let contract: Row;

beforeAll(async () => {
  t = await createTestServer();
  tokens = {
    USER: (await t.userWithRole('USER')).token,
    MANAGER: (await t.userWithRole('MANAGER')).token,
    ADMIN: (await t.userWithRole('ADMIN')).token,
  };
  const legalEntity = await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Books', name: 'Books', legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } });
  contract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: legalEntity.id, number: 'PC-B', date: '2026-01-10' });
  publisher = await created(t, t.adminToken, 'publishers/', { name: 'Books publisher', contract: contract.id });
}, 60_000);
afterAll(async () => t?.close());

const remove = (token: string, path: string) => t.call(token, { method: 'DELETE', url: `/api/${path}` });
const invoice = (date: string, extra: Record<string, unknown> = {}) =>
  created(t, t.adminToken, 'publishers/invoices/', { publisher: publisher.id, date, amountWithoutNds: 100, amountWithNds: 120, paymentAmount: 0, ...extra });

describe('the books tables demand a super admin to delete', () => {
  it('USER, MANAGER and ADMIN get 403 on invoices, contracts, publishers, DSPs, DMPs and DMP exports; the super admin deletes', async () => {
    const dspContract = await created(t, t.adminToken, 'dsp/contract/', { number: 'DC-B', date: '2026-01-10', legalEntity: contract.legalEntity });
    const dsp = await created(t, t.adminToken, 'dsp/', { id: 'books-dsp', name: 'Books DSP', contract: dspContract.id });
    const dspInvoice = await created(t, t.adminToken, 'dsp/invoice/', { dsp: dsp.id, date: '2026-02-01', dspAmount: 10, amountWithoutNds: 10, amountWithNds: 12, paymentAmount: 0 });
    const dmp = await created(t, t.adminToken, 'dmp/', { name: 'Books DMP' });
    const spareContract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity: contract.legalEntity, number: 'PC-spare', date: '2026-01-10' });
    const sparePublisher = await created(t, t.adminToken, 'publishers/', { name: 'Spare', contract: spareContract.id });
    const [exportRow] = (await t.ctx.database.query(`insert into dmp_exports (date, dmp_id) values ('2026-02-01', $1) returning id`, [dmp.id])).rows;
    const paths = [
      `publishers/invoices/${(await invoice('2026-01-01')).id}/`,
      `dsp/invoice/${dspInvoice.id}/`,
      `dmp/exports/${exportRow.id}/`,
      `dmp/${dmp.id}/`,
      `dsp/${dsp.id}/`,
      `dsp/contract/${dspContract.id}/`,
      `publishers/${sparePublisher.id}/`,
      `publisher_contracts/${spareContract.id}/`,
    ];
    for (const path of paths) {
      for (const [role, token] of Object.entries(tokens)) {
        const answer = await remove(token, path);
        expect(answer.statusCode, `${role} DELETE ${path}`).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'entity.deleteForbidden' });
      }
      expect((await remove(t.adminToken, path)).statusCode, `super admin DELETE ${path}`).toBe(204);
    }
  });
});

describe('rows the books keep: 409 naming why, whoever deletes', () => {
  it('a paid invoice', async () => {
    const paid = await invoice('2026-03-01', { paymentAmount: 120 });
    const answer = await remove(t.adminToken, `publishers/invoices/${paid.id}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ detail: 'A paid invoice can not be deleted', code: 'buying.invoicePaid', values: { id: String(paid.id) } });
    const russian = await t.call(t.adminToken, { method: 'DELETE', url: `/api/publishers/invoices/${paid.id}/`, headers: { 'accept-language': 'ru' } });
    expect(russian.statusCode).toBe(409);
  });

  it('an invoice whose month has acts (they show its sum); another month\'s act does not keep it', async () => {
    const kept = await invoice('2026-04-01');
    const free = await invoice('2026-05-01');
    await t.ctx.database.query(`insert into publisher_acts (date, number, sum, publisher_id, contract_id) values ('2026-04-30', 'A-4', 120, $1, $2)`, [publisher.id, contract.id]);
    const answer = await remove(t.adminToken, `publishers/invoices/${kept.id}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'buying.invoiceHasActs', detail: 'The invoice can not be deleted: the acts of its month are made from it' });
    expect((await remove(t.adminToken, `publishers/invoices/${free.id}/`)).statusCode).toBe(204);
  });

  it('an act sent to the registry (its guard, whoever may delete acts)', async () => {
    const [sent] = (await t.ctx.database.query(`insert into publisher_acts (date, number, sum, publisher_id, contract_id, ord_id) values ('2026-06-30', 'A-6', 1, $1, $2, 'ORD-1') returning *`, [publisher.id, contract.id])).rows;
    await expect(refuseKeptRow(t.ctx.database.db, publisherAct, { id: sent.id, ordId: 'ORD-1' })).rejects.toMatchObject({ kind: 'conflict', code: 'buying.actSent' });
    await expect(refuseKeptRow(t.ctx.database.db, publisherAct, { id: sent.id, ordId: null })).resolves.toBeUndefined();
  });

  it('a DMP with exports (its months\' documents), not its exports going with it', async () => {
    const dmp = await created(t, t.adminToken, 'dmp/', { name: 'Kept DMP' });
    await t.ctx.database.query(`insert into dmp_exports (date, dmp_id) values ('2026-02-01', $1)`, [dmp.id]);
    const answer = await remove(t.adminToken, `dmp/${dmp.id}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'dmps.hasExports', detail: 'The DMP has exports and can not be deleted' });
    expect((await t.ctx.database.query(`select count(*)::int as n from dmp_exports where dmp_id = $1`, [dmp.id])).rows[0].n).toBe(1);
  });

  it('a publisher with invoices stays (its holders refuse it)', async () => {
    const answer = await remove(t.adminToken, `publishers/${publisher.id}/`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('entity.usedBy');
  });

  it('every declared guard names a registered refusal code', () => {
    const codes = entities.flatMap((entity) => (entity.deleteGuards ?? []).map((guard) => guard.code));
    expect(codes.length).toBeGreaterThanOrEqual(6);
    expect(codes.filter((code) => !isRefusalCode(code))).toEqual([]);
  });
});
