/**
 * The items service on the probe ledger (testing/probe-ledger.ts): reads within the actor's read
 * rule, bulk creates and updates that keep validation, hooks, derived values, rollups and history, and the
 * system's own writes, which record history unless the declarations say the values are the machine's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, AnyEntity } from '../../domain/core/entity';
import { entityHistory } from '../db/system-tables';
import { statementObservers } from '../db/query-timing';
import { ledgerArea, ledgerBill, ledgerEntities, ledgerLine, ledgerNote, ledgerNoteHookCalls, ledgerPayment } from '../../../dev/testing/probe-ledger';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { Refusal } from '../../domain/core/refusals/refusal';
import { items } from './items';
import { systemActor } from './system-actor';
import { recordsHistory } from './system-writes';

let t: TestServer;
let clerk: Actor;
const system = systemActor(null);
const today = () => new Date().toISOString().slice(0, 10);

async function historyOf(entity: string, ids: Array<number | string>) {
  return t.ctx.database.db
    .select()
    .from(entityHistory)
    .where(and(eq(entityHistory.entity, entity), inArray(entityHistory.recordId, ids.map(String))))
    .orderBy(entityHistory.id);
}

beforeAll(async () => {
  t = await createTestServer({}, { probeEntities: ledgerEntities, extraModules: [ledgerArea] });
  const user = await t.userWithRole('USER');
  clerk = { id: user.id, role: 'USER', isSuperAdmin: false, department: null };
});
afterAll(() => t?.close());

describe('bulk create', () => {
  it('creates many rows in one pass with derived values, rollups per parent and one history row each', async () => {
    const bills = items(ledgerBill, { ctx: t.ctx, actor: system });
    const [first, second] = await bills.createMany([
      { title: 'Bulk one', dateEnd: today() },
      { title: 'Bulk two', dateEnd: today() },
    ]);
    expect([first.title, second.title]).toEqual(['Bulk one', 'Bulk two']);
    const lines = await items(ledgerLine, { ctx: t.ctx, actor: system }).createMany([
      { bill: first.id, price: 10, amount: 3 },
      { bill: first.id, price: 0.5, amount: 2 },
      { bill: second.id, price: 7, amount: 1 },
    ]);
    expect(lines.map((line) => line.sum)).toEqual([30, 1, 7]);
    expect(await bills.read(first.id!)).toMatchObject({ total: 31, lines: 2, status: 'NOT_PAID' });
    expect(await bills.read(second.id!)).toMatchObject({ total: 7, lines: 1 });
    await items(ledgerPayment, { ctx: t.ctx, actor: system }).createMany([{ bill: first.id, amount: 31 }]);
    expect(await bills.read(first.id!)).toMatchObject({ paid: 31, status: 'PAID' });
    const history = await historyOf('ledgerLine', lines.map((line) => line.id!));
    expect(history.map((row) => row.action)).toEqual(['create', 'create', 'create']);
  });

  it('runs the area hooks on every row', async () => {
    const notes = await items(ledgerNote, { ctx: t.ctx, actor: system }).createMany([{ text: 'two   spaces' }, { text: 'a\n\nbreak' }]);
    expect(notes.map((note) => note.text)).toEqual(['two spaces', 'a break']);
  });

  it('refuses the whole batch when one row is invalid, writing nothing', async () => {
    const bills = items(ledgerBill, { ctx: t.ctx, actor: system });
    const before = (await bills.list({ full: 'true' })).count;
    const refused = await bills.createMany([{ title: 'Fine', dateEnd: today() }, { title: '', dateEnd: today() }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect((refused as Refusal).kind).toBe('invalid');
    expect((await bills.list({ full: 'true' })).count).toBe(before);
  });

  it('records the same history without the read-back as with it (readBack: false), and reads back what it cannot build', async () => {
    const [bill] = await items(ledgerBill, { ctx: t.ctx, actor: system }).createMany([{ title: 'Noted', dateEnd: today() }]);
    const notes = items(ledgerNote, { ctx: t.ctx, actor: clerk });
    const bodies = [{ text: 'with   a bill', bill: bill.id }, { text: 'alone' }];
    const models = async () => Promise.all(bodies.map((body) => notes.checkCreate(body)));
    const read = await notes.createChecked(await models());
    const built = await notes.createChecked(await models(), { readBack: false });
    expect(built.map(({ id, text, bill, billName }) => ({ id, text, bill, billName }))).toEqual(built.map((note, index) => ({ id: note.id, text: read[index].text, bill: read[index].bill, billName: read[index].billName })));
    const changes = async (saved: typeof read) => (await historyOf('ledgerNote', saved.map((note) => note.id!))).sort((a, b) => a.id - b.id).map((row) => [row.action, row.userId, row.changes]);
    expect(await changes(built)).toEqual(await changes(read));
    expect(built[0].billName).toBe('Noted');
    // A date is answered by the database in its own form: such rows are read back as before.
    const [dated] = await items(ledgerBill, { ctx: t.ctx, actor: system }).createChecked([await items(ledgerBill, { ctx: t.ctx, actor: system }).checkCreate({ title: 'Dated', dateEnd: today() })], { readBack: false });
    expect(dated.createdAt).toBeTruthy();
  });

  it('refuses an actor the create rule refuses', async () => {
    const refused = await items(ledgerBill, { ctx: t.ctx, actor: clerk })
      .createMany([{ title: 'Mine', owner: 1, dateEnd: today() }])
      .catch((error: unknown) => error);
    expect((refused as Refusal).kind).toBe('forbidden');
  });
});

describe('bulk update', () => {
  async function billWithLines(count: number) {
    const [bill] = await items(ledgerBill, { ctx: t.ctx, actor: system }).createMany([{ title: `${count} lines`, dateEnd: today() }]);
    const lines = await items(ledgerLine, { ctx: t.ctx, actor: system }).createMany(Array.from({ length: count }, () => ({ bill: bill.id, price: 1, amount: 2 })));
    return { bill, lines };
  }

  /** The statements `run` sends to the database. */
  async function statementsOf(run: () => Promise<unknown>): Promise<number> {
    let count = 0;
    await statementObservers.run({ statement: () => (count += 1) }, run);
    return count;
  }

  it('updates every row with derived values, the parents’ rollups and one history row each', async () => {
    const { bill, lines } = await billWithLines(3);
    const saved = await items(ledgerLine, { ctx: t.ctx, actor: system }).updateMany(lines.map((line, index) => ({ id: line.id!, values: { price: 10 * (index + 1) } })));
    expect(saved.map((line) => [line.id, line.sum])).toEqual(lines.map((line, index) => [line.id, 20 * (index + 1)]));
    expect(await items(ledgerBill, { ctx: t.ctx, actor: system }).read(bill.id!)).toMatchObject({ total: 120, lines: 3 });
    const history = await historyOf('ledgerLine', lines.map((line) => line.id!));
    expect(history.filter((row) => row.action === 'update').map((row) => (row.changes as Record<string, unknown>).price)).toEqual([[1, 10], [1, 20], [1, 30]]);
  });

  it('writes in a number of statements that does not grow with the rows', async () => {
    const few = (await billWithLines(4)).lines;
    const many = (await billWithLines(40)).lines;
    const lines = items(ledgerLine, { ctx: t.ctx, actor: system });
    const forFew = await statementsOf(() => lines.updateMany(few.map((line) => ({ id: line.id!, values: { amount: 3 } }))));
    const forMany = await statementsOf(() => lines.updateMany(many.map((line) => ({ id: line.id!, values: { amount: 3 } }))));
    expect(forFew).toBeGreaterThan(0);
    expect(forMany).toBe(forFew);
  });

  it('runs the hooks on every row, and leaves a row that changes nothing as it was', async () => {
    const notes = items(ledgerNote, { ctx: t.ctx, actor: system });
    const [a, b] = await notes.createMany([{ text: 'one' }, { text: 'two' }]);
    const saved = await notes.updateMany([
      { id: a.id!, values: { text: 'new   one' } },
      { id: b.id!, values: { text: 'two' } },
    ]);
    expect(saved.map((note) => note.text)).toEqual(['new one', 'two']);
    expect(saved[1].updatedAt).toBe(b.updatedAt);
    expect((await historyOf('ledgerNote', [b.id!])).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses the whole batch when one row is invalid, locked or missing, writing nothing', async () => {
    const bills = items(ledgerBill, { ctx: t.ctx, actor: system });
    const [open, locked] = await bills.createMany([
      { title: 'Open', dateEnd: today() },
      { title: 'Locked', dateEnd: today(), isLocked: true },
    ]);
    const asManager = items(ledgerBill, { ctx: t.ctx, actor: { ...system, id: clerk.id, role: 'MANAGER', isSuperAdmin: false } });
    const refusals = [
      await bills.updateMany([{ id: open.id!, values: { title: 'Renamed' } }, { id: locked.id!, values: { title: '' } }]).catch((error: unknown) => error),
      await asManager.updateMany([{ id: open.id!, values: { title: 'Renamed' } }, { id: locked.id!, values: { title: 'Renamed' } }]).catch((error: unknown) => error),
      await bills.updateMany([{ id: open.id!, values: { title: 'Renamed' } }, { id: 99999999, values: { title: 'Renamed' } }]).catch((error: unknown) => error),
    ];
    expect(refusals.map((refusal) => (refusal as Refusal).kind)).toEqual(['invalid', 'forbidden', 'notFound']);
    expect((await bills.read(open.id!))!.title).toBe('Open');
  });

  it('applies a batch that names a row twice in its order', async () => {
    const { lines } = await billWithLines(1);
    const [first, second] = await items(ledgerLine, { ctx: t.ctx, actor: system }).updateMany([
      { id: lines[0].id!, values: { price: 5 } },
      { id: lines[0].id!, values: { amount: 4 } },
    ]);
    expect([first.sum, second.sum]).toEqual([10, 20]);
  });
});

describe('reads', () => {
  it('apply the read rule of the actor; the system actor reads everything', async () => {
    const [foreign] = await items(ledgerBill, { ctx: t.ctx, actor: system }).createMany([{ title: 'Not the clerk’s', dateEnd: today() }]);
    const own = await items(ledgerBill, { ctx: t.ctx, actor: clerk }).create({ title: 'The clerk’s', dateEnd: today() });
    const asClerk = items(ledgerBill, { ctx: t.ctx, actor: clerk });
    expect(await asClerk.read(foreign.id!)).toBeNull();
    expect(await asClerk.read(own.id!)).toMatchObject({ title: 'The clerk’s' });
    expect((await asClerk.list({ full: 'true' })).results.map((bill) => bill.id)).toEqual([own.id]);
    expect(await items(ledgerBill, { ctx: t.ctx, actor: system }).read(foreign.id!)).toMatchObject({ title: 'Not the clerk’s' });
  });
});

describe('system writes', () => {
  /** The ledger's bills as an entity whose `note` is declared the machine's and whose rows are declared generated. */
  const keptBill: AnyEntity = { ...(ledgerBill as AnyEntity), generated: 'a probe run', fields: { ...ledgerBill.fields, note: { kind: 'text', systemKept: 'a probe check' } } };
  const changedFields = async (id: number | string) => (await historyOf('ledgerBill', [id])).map((row) => [row.action, row.userId, Object.keys(row.changes as object).sort()]);

  it('set stored values with history as the system actor, without moving updatedAt unless asked', async () => {
    const bills = items(ledgerBill, { ctx: t.ctx, actor: system });
    const bill = await bills.create({ title: 'System', dateEnd: today() });
    await bills.system.set(bill.id!, { comment: 'Set by the system' }, { touch: false });
    const after = await bills.read(bill.id!);
    expect(after).toMatchObject({ comment: 'Set by the system', updatedAt: bill.updatedAt });
    await items(ledgerBill, { ctx: t.ctx, actor: systemActor(clerk.id), tx: t.ctx.database.db }).system.set(bill.id!, { note: 'Not declared the machine’s' }, { touch: true });
    expect(await changedFields(bill.id!)).toEqual([
      ['create', null, expect.any(Array)],
      ['update', null, ['comment']],
      ['update', clerk.id, ['note']],
    ]);
    expect((await bills.read(bill.id!))!.updatedAt).not.toBe(bill.updatedAt);
  });

  it('write declared machine fields and generated rows without history, and every other field with it', async () => {
    const bills = items(keptBill, { ctx: t.ctx, actor: system, tx: t.ctx.database.db }).system;
    const [bill] = await bills.insert([{ title: 'Generated', dateEnd: today() }]);
    await bills.set(bill.id!, { note: 'A check’s result' }, { touch: false });
    await bills.setEach([{ id: bill.id!, values: { note: 'Another result' } }], { touch: false });
    expect(await changedFields(bill.id!)).toEqual([]);
    await bills.set(bill.id!, { note: 'A result', comment: 'A person’s text' }, { touch: false });
    await bills.setEach([{ id: bill.id!, values: { title: 'Renamed' } }], { touch: false });
    expect(await changedFields(bill.id!)).toEqual([
      ['update', null, ['comment', 'note']],
      ['update', null, ['title']],
    ]);
    await bills.delete(bill.id!);
    expect((await historyOf('ledgerBill', [bill.id!])).map((row) => row.action)).toEqual(['update', 'update']);
  });

  it('refuse a value its field does not allow, by field, writing nothing; a value the database computes is its own', async () => {
    const bills = items(ledgerBill, { ctx: t.ctx, actor: system });
    const bill = await bills.create({ title: 'Checked', dateEnd: today() });
    const refusals = [
      await bills.system.set(bill.id!, { title: '', comment: 'Kept out' }, { touch: false }).catch((error: unknown) => error),
      await bills.system.setEach([{ id: bill.id!, values: { dateEnd: '2026-02-30' } }], { touch: false }).catch((error: unknown) => error),
      await bills.system.insert([{ title: 'Fine', dateEnd: today() }, { title: 'Bad', dateEnd: today(), owner: 'nobody' }]).catch((error: unknown) => error),
      await items(ledgerLine, { ctx: t.ctx, actor: system }).system.insert([{ bill: bill.id, price: 1e15, amount: 1.5 }]).catch((error: unknown) => error),
    ];
    expect(refusals.map((refusal) => (refusal as Refusal).options?.errors)).toEqual([
      { title: ['Required field'] },
      { dateEnd: ['Enter a date as YYYY-MM-DD'] },
      { owner: ['Invalid value'] },
      { price: [expect.any(String)], amount: ['The value must be an integer'] },
    ]);
    expect(await bills.read(bill.id!)).toMatchObject({ title: 'Checked', comment: null, dateEnd: today() });
    expect((await bills.list({ title: 'Fine', full: 'true' })).count).toBe(0);
    await bills.system.set(bill.id!, { dateEnd: sql`${bills.rows().dateEnd} + 1` }, { touch: false });
    expect((await bills.read(bill.id!))!.dateEnd).not.toBe(today());
  });

  it('judge history by the declarations alone', () => {
    expect(recordsHistory(ledgerBill, 'insert')).toBe(true);
    expect(recordsHistory(keptBill, 'delete')).toBe(false);
    expect(recordsHistory(ledgerBill, 'set', ['note'])).toBe(true);
    expect(recordsHistory(keptBill, 'set', ['note', 'status'])).toBe(false);
    expect(recordsHistory(keptBill, 'set', ['note', 'title'])).toBe(true);
  });

  it('delete rows and refresh the rollups over them', async () => {
    const [bill] = await items(ledgerBill, { ctx: t.ctx, actor: system }).createMany([{ title: 'Shrinks', dateEnd: today() }]);
    const lines = items(ledgerLine, { ctx: t.ctx, actor: system });
    const [line] = await lines.createMany([
      { bill: bill.id, price: 1, amount: 1 },
      { bill: bill.id, price: 2, amount: 1 },
    ]);
    const deleted = await lines.system.delete(line.id!);
    expect(deleted.map((row) => row.id)).toEqual([line.id]);
    expect(await items(ledgerBill, { ctx: t.ctx, actor: system }).read(bill.id!)).toMatchObject({ total: 2, lines: 1 });
    expect((await historyOf('ledgerLine', [line.id!])).map((row) => row.action)).toEqual(['create', 'delete']);
  });
});

describe('system writes and the area hooks', () => {
  it('run beforeWrite and afterWrite on every row, told the write is the system\'s, and keep what the hook completed', async () => {
    const notes = items(ledgerNote, { ctx: t.ctx, actor: system });
    ledgerNoteHookCalls.length = 0;
    const [first, second] = await notes.system.insert([{ text: 'made   by the   system' }, { text: 'and  another' }]);
    expect([first.text, second.text]).toEqual(['made by the system', 'and another']);
    await notes.system.set(inArray(notes.rows().id, [first.id!, second.id!]), { text: 'set   again' }, { touch: false });
    expect((await notes.readMany([first.id!, second.id!])).map((note) => note.text)).toEqual(['set again', 'set again']);
    await notes.system.setEach([{ id: first.id!, values: { text: 'each   row' } }], { touch: false });
    expect((await notes.read(first.id!))!.text).toBe('each row');
    expect(ledgerNoteHookCalls).toEqual([
      'beforeWrite:system:create',
      'beforeWrite:system:create',
      'afterWrite:system:create:made by the system',
      'afterWrite:system:create:and another',
      'beforeWrite:system:update',
      'beforeWrite:system:update',
      'afterWrite:system:update:set again',
      'afterWrite:system:update:set again',
      'beforeWrite:system:update',
      'afterWrite:system:update:each row',
    ]);
    const history = await historyOf('ledgerNote', [first.id!]);
    expect(history.map((row) => row.action)).toEqual(['create', 'update', 'update']);
  });

  it('let beforeDelete refuse a system delete, deleting nothing of it', async () => {
    const notes = items(ledgerNote, { ctx: t.ctx, actor: system });
    const [kept, plain] = await notes.system.insert([{ text: 'kept' }, { text: 'plain' }]);
    ledgerNoteHookCalls.length = 0;
    const refused = await notes.system.delete(inArray(notes.rows().id, [plain.id!, kept.id!])).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(ledgerNoteHookCalls).toEqual(['beforeDelete:system']);
    expect((await notes.readMany([kept.id!, plain.id!])).length).toBe(2);
    expect((await notes.system.delete(plain.id!)).map((note) => note.text)).toEqual(['plain']);
  });

  it('check what a hook completed as the values given are checked', async () => {
    const notes = items(ledgerNote, { ctx: t.ctx, actor: system });
    const refused = await notes.system.insert([{ text: '   ' }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
  });
});
