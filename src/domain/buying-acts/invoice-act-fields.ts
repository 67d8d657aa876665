/**
 * What an invoice of the buying side shows of its acts (API.md "Buying side"): `actSum`, the sum
 * of its counterparty's acts dated in the invoice's month (both invoice kinds), and, on DSP
 * invoices, `actSendingStatus`: ALL_SENT when every act of that month is registered (has the
 * operator's id), NO_SENT when none is (or there is none), PARTIAL_SENT otherwise.
 */
import type { FieldDef } from '../core/fields';
import type { DeleteGuard } from '../core/entity';

/** The acts of the invoice's counterparty (`{counterparty}` of the invoice) dated in its month. */
const monthActs = (actsTable: string, column: string, counterparty: string) =>
  `from ${actsTable} a where a.${column} = {${counterparty}} and a.date >= date_trunc('month', {date})::date and a.date < (date_trunc('month', {date}) + interval '1 month')::date`;

export function invoiceActSum(actsTable: string, column: string, counterparty: string) {
  return {
    actSum: { kind: 'money', summary: 'sum', computed: { sql: `(select coalesce(sum(a.sum), 0) ${monthActs(actsTable, column, counterparty)})` }, editor: false },
  } as const satisfies Record<string, FieldDef>;
}

export function invoiceActSendingStatus(actsTable: string, column: string, counterparty: string) {
  const sent = 'count(*) filter (where a.ord_id is not null)';
  return {
    actSendingStatus: {
      kind: 'enum',
      enum: 'actSentStatus',
      computed: { sql: `(select case when count(*) > 0 and ${sent} = count(*) then 'ALL_SENT' when ${sent} = 0 then 'NO_SENT' else 'PARTIAL_SENT' end ${monthActs(actsTable, column, counterparty)})` },
      editor: false,
    },
  } as const satisfies Record<string, FieldDef>;
}

/**
 * What keeps an invoice of the buying side in the books (spec 2 §6): paid, or the acts of its
 * month are made from it (they show its sum). Both refuse its delete with 409.
 */
export function invoiceDeleteGuards(actsTable: string, column: string, counterparty: string): ReadonlyArray<DeleteGuard<{ paymentStatus: string | null }>> {
  return [
    { code: 'buying.invoicePaid', when: (invoice) => invoice.paymentStatus === 'PAID' },
    { code: 'buying.invoiceHasActs', sql: `exists (select 1 ${monthActs(actsTable, column, counterparty)})` },
  ];
}
