/**
 * A small ledger declared only for tests of the generic machinery, shaped like the money side:
 * a bill with lines and payments (rollups), a payment status (derived), a due date and late
 * days (SQL expressions), a lock (per-record read-only fields), owner-only reading for USERs
 * (a read filter), a debts view with two writable fields, and a plain note entity with no
 * code at all. Nothing here is part of the application.
 */
import { defineEntity, hasAccess } from '../../src/domain/core/entity';
import type { AppModule } from '../../src/server/app-module';
import { defineHooks } from '../../src/server/items/entity-hooks';
import { invalidFormData } from '../../src/domain/core/refusals/refusal';

export const lockedMessage = 'Locked bill can not be changed';
export const ownerMessage = 'Only a manager chooses the owner';

export const ledgerTerms = defineEntity({
  name: 'ledgerTerms',
  area: 'ledger',
  path: 'ledger/terms/',
  table: 'ledger_terms',
  display: 'name',
  fields: {
    name: { kind: 'string', required: true },
    days: { kind: 'int', required: true, default: 30 },
  },
});

export const ledgerBill = defineEntity({
  name: 'ledgerBill',
  area: 'ledger',
  path: 'ledger/bills/',
  table: 'ledger_bills',
  display: 'title',
  access: {
    read: (actor) => (hasAccess('adminOrManager', actor) ? true : { where: { owner: String(actor.id) } }),
    delete: (actor, bill) => (!bill?.isLocked || actor.isSuperAdmin ? true : 'Locked bill can not be deleted'),
  },
  readOnlyFields: (actor, bill) => ({
    ...(hasAccess('adminOrManager', actor) ? {} : { owner: ownerMessage }),
    ...(bill?.isLocked && !actor.isSuperAdmin ? { title: lockedMessage, dateEnd: lockedMessage } : {}),
  }),
  children: [
    { entity: 'ledgerLine', via: 'bill' },
    { entity: 'ledgerPayment', via: 'bill' },
  ],
  fields: {
    title: { kind: 'string', required: true },
    owner: { kind: 'ref', ref: 'user', initial: (actor) => actor.id },
    terms: { kind: 'ref', ref: 'ledgerTerms' },
    dateEnd: { kind: 'date', required: true },
    comment: { kind: 'text' },
    note: { kind: 'text' },
    isLocked: { kind: 'boolean' },
    total: { kind: 'money', summary: 'sum', computed: { rollup: 'sum', of: 'ledgerLine', via: 'bill', field: 'sum' } },
    lines: { kind: 'int', computed: { rollup: 'count', of: 'ledgerLine', via: 'bill' } },
    paid: { kind: 'money', computed: { rollup: 'sum', of: 'ledgerPayment', via: 'bill', field: 'amount' } },
    status: { kind: 'enum', enum: 'paymentStatus', computed: { derived: true } },
    dueDate: { kind: 'date', computed: { sql: "{dateEnd} + coalesce({terms.days}, 0)" } },
    lateDays: { kind: 'int', computed: { sql: '{today} - {dueDate}' } },
    debt: { kind: 'money', summary: 'sum', computed: { sql: '{total} - {paid}' } },
  },
  derive: (bill) => ({
    status: !bill.paid ? 'NOT_PAID' : Number(bill.total ?? 0) > 0 && Number(bill.paid) >= Number(bill.total ?? 0) ? 'PAID' : 'PARTIALLY_PAID',
  }),
});

export const ledgerLine = defineEntity({
  name: 'ledgerLine',
  area: 'ledger',
  path: 'ledger/lines/',
  table: 'ledger_lines',
  display: 'id',
  fields: {
    bill: { kind: 'ref', ref: 'ledgerBill', required: true },
    price: { kind: 'money', required: true },
    amount: { kind: 'int', required: true },
    sum: { kind: 'money', computed: { derived: true } },
  },
  derive: (line) => ({ sum: Math.round((line.price ?? 0) * (line.amount ?? 0) * 100) / 100 }),
});

export const ledgerPayment = defineEntity({
  name: 'ledgerPayment',
  area: 'ledger',
  path: 'ledger/payments/',
  table: 'ledger_payments',
  display: 'id',
  fields: {
    bill: { kind: 'ref', ref: 'ledgerBill', required: true },
    amount: { kind: 'money', required: true, rules: ['nonZero'] },
  },
});

/** Bills not fully paid, with two writable fields (the receivables shape). */
export const ledgerDebt = defineEntity({
  name: 'ledgerDebt',
  area: 'ledger',
  path: 'ledger/debts/',
  table: 'ledger_bills',
  display: 'title',
  view: { of: 'ledgerBill', where: { status__in: 'NOT_PAID,PARTIALLY_PAID' } },
  fields: {
    title: { kind: 'string', readOnly: true },
    terms: { kind: 'ref', ref: 'ledgerTerms', readOnly: true },
    dateEnd: { kind: 'date', readOnly: true },
    total: { kind: 'money', readOnly: true },
    paid: { kind: 'money', readOnly: true },
    dueDate: { kind: 'date', computed: { sql: "{dateEnd} + coalesce({terms.days}, 0)" } },
    lateDays: { kind: 'int', computed: { sql: '{today} - {dueDate}' } },
    debt: { kind: 'money', summary: 'sum', computed: { sql: '{total} - {paid}' } },
    note: { kind: 'text' },
    comment: { kind: 'text' },
  },
});

/** A plain entity: one declaration, no hooks, no routes of its own. */
export const ledgerNote = defineEntity({
  name: 'ledgerNote',
  area: 'ledger',
  path: 'ledger/notes/',
  table: 'ledger_notes',
  display: 'text',
  fields: {
    text: { kind: 'string', required: true, trim: true },
    bill: { kind: 'ref', ref: 'ledgerBill' },
  },
});

export const ledgerEntities = [ledgerTerms, ledgerBill, ledgerLine, ledgerPayment, ledgerDebt, ledgerNote];

/** What the note hooks were called for, in order (`beforeWrite:system:create`), for the tests to read. */
export const ledgerNoteHookCalls: string[] = [];

/** The ledger's area: typed hooks, to show hooks and declared rules side by side (a note marked "kept" is never deleted). */
export const ledgerArea: AppModule = {
  name: 'ledger',
  hooks: [
    defineHooks(ledgerNote, {
      beforeWrite({ origin, mode }, note) {
        ledgerNoteHookCalls.push(`beforeWrite:${origin}:${mode}`);
        note.text = note.text?.replace(/\s+/g, ' ') ?? null;
      },
      afterWrite({ origin, mode }, note) {
        ledgerNoteHookCalls.push(`afterWrite:${origin}:${mode}:${note.text}`);
      },
      beforeDelete({ origin }, note) {
        ledgerNoteHookCalls.push(`beforeDelete:${origin}`);
        if (note.text === 'kept') throw invalidFormData({ text: ['A kept note stays'] });
      },
    }),
  ],
};
