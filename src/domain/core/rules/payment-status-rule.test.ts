/**
 * The payment status rules read in TypeScript and as their generated SQL agree on the edge
 * cases (nothing due, nothing paid, absent amounts, exactly paid, a kopeck short or over,
 * overpaid, negative amounts), for orders and invoices, on the embedded PostgreSQL.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePaymentRule, invoicePaymentStatusSql } from '../../buying-invoices/invoice-rules';
import { orderPaymentRule } from '../../sales/payment-status';
import { paidWhen, paymentConditionHolds, paymentConditionSql, paymentStatusOf, paymentStatusSql, type PaymentStatusRule } from './payment-status-rule';

const amounts: Array<string | null> = [null, '0', '0.01', '99.99', '100', '100.00', '100.01', '-5', '-0.01'];
const pairs = amounts.flatMap((due) => amounts.map((paid) => [due, paid] as const));

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.exec('create table pay (n int, due numeric(14, 2), paid numeric(14, 2))');
  await db.query(`insert into pay select * from jsonb_to_recordset($1::jsonb) as x(n int, due numeric, paid numeric)`, [JSON.stringify(pairs.map(([due, paid], n) => ({ n, due, paid })))]);
}, 60_000);
afterAll(() => db?.close());

async function sqlReading(expression: string): Promise<unknown[]> {
  const { rows } = await db.query<{ v: unknown }>(`select ${expression} as v from pay order by n`);
  return rows.map((row) => row.v);
}

const rules: Array<[string, PaymentStatusRule]> = [
  ['order', orderPaymentRule],
  ['invoice', invoicePaymentRule],
];

describe('payment status rules', () => {
  it.each(rules)('%s: the TypeScript and the SQL reading agree on every edge case', async (_name, rule) => {
    const sql = await sqlReading(paymentStatusSql(rule, { due: 'due', paid: 'paid' }));
    expect(sql).toEqual(pairs.map(([due, paid]) => paymentStatusOf(rule, due, paid)));
  });

  it('PAID is one condition for both, and its SQL reads the same', async () => {
    const sql = await sqlReading(paymentConditionSql(paidWhen, { due: 'due', paid: 'paid' }));
    expect(sql).toEqual(pairs.map(([due, paid]) => paymentConditionHolds(paidWhen, due, paid)));
    for (const [due, paid] of pairs) {
      const paid_ = paymentConditionHolds(paidWhen, due, paid);
      expect(paymentStatusOf(orderPaymentRule, due, paid) === 'PAID').toBe(paid_ && Number(paid ?? 0) !== 0);
      expect(paymentStatusOf(invoicePaymentRule, due, paid) === 'PAID').toBe(paid_);
    }
  });

  it('gives the documented statuses', () => {
    expect(paymentStatusOf(orderPaymentRule, 100, 0)).toBe('NOT_PAID');
    expect(paymentStatusOf(orderPaymentRule, 100, 100)).toBe('PAID');
    expect(paymentStatusOf(orderPaymentRule, 0, 5)).toBe('PARTIALLY_PAID');
    expect(paymentStatusOf(invoicePaymentRule, 0, 5)).toBe('NOT_PAID');
    expect(paymentStatusOf(invoicePaymentRule, 100, 99.99)).toBe('PARTIALLY_PAID');
    expect(invoicePaymentStatusSql).toBe(paymentStatusSql(invoicePaymentRule, { due: '{amountWithNds}', paid: '{paymentAmount}' }));
  });
});
