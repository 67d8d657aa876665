/**
 * A hand-made publisher or DSP invoice without `nds` takes its counterparty's contract's VAT
 * (API.md "Buying side"); a sent `nds` is kept, a later update does not change it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { created } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let legalEntity: number;

beforeAll(async () => {
  t = await createTestServer();
  legalEntity = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'OOO Nds', name: 'Nds', legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } })).id as number;
}, 60_000);
afterAll(async () => t?.close());

describe('a hand-made invoice takes its contract\'s VAT', () => {
  it('publisher invoice: the contract\'s nds when omitted, the sent one otherwise', async () => {
    const contract = await created(t, t.adminToken, 'publisher_contracts/', { legalEntity, number: 'PC-5', date: '2026-01-10', nds: 5 });
    const publisher = await created(t, t.adminToken, 'publishers/', { name: 'Nds publisher', contract: contract.id });
    const omitted = await created(t, t.adminToken, 'publishers/invoices/', { publisher: publisher.id, date: '2026-03-01', amountWithoutNds: 100, amountWithNds: 105, paymentAmount: 0 });
    expect(omitted.nds).toBe(5);
    const sent = await created(t, t.adminToken, 'publishers/invoices/', { publisher: publisher.id, date: '2026-04-01', amountWithoutNds: 100, amountWithNds: 100, nds: 0, paymentAmount: 0 });
    expect(sent.nds).toBe(0);
  });

  it('DSP invoice: its DSP\'s contract\'s nds when omitted', async () => {
    const contract = await created(t, t.adminToken, 'dsp/contract/', { legalEntity, number: 'DC-0', date: '2026-01-10', nds: 0 });
    const dsp = await created(t, t.adminToken, 'dsp/', { id: 'nds-dsp', name: 'Nds DSP', contract: contract.id });
    const omitted = await created(t, t.adminToken, 'dsp/invoice/', { dsp: dsp.id, date: '2026-03-01', dspAmount: 10, amountWithoutNds: 10, amountWithNds: 10, paymentAmount: 0 });
    expect(omitted.nds).toBe(0);
  });
});
