/**
 * The steps of an upload's write (upload-steps.ts), through the non-media upload's 5,000 rows
 * (three inserts of 2,000): on PostgreSQL one transaction, so a client gone between two steps
 * leaves nothing; on the embedded database each step commits, other requests' queries run
 * between two steps, and a client gone after the first commit no longer stops the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { streamedWorkbook } from '../../../dev/testing/streamed-workbook';
import { created } from '../../../dev/fixtures/sales-fixtures';
import { Refusal } from '../../domain/core/refusals/refusal';
import { nonMediaHeader } from '../../domain/publishers/nonmedia-rows';
import { statementObservers } from '../db/query-timing';
import { uploadNonMedia } from '../publishers/nonmedia-upload-route';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const isInsert = (sql: string) => sql.startsWith('insert into "nonmedia_figures"');

/** Uploads 5,000 figures of a new source, calling `onInsert(n)` as the n-th insert starts. */
async function upload(source: string, onInsert: (n: number) => void, signal?: AbortSignal): Promise<unknown> {
  await created(t, t.adminToken, 'publishers/nonmedia/', { id: source, name: source });
  const [admin] = (await t.ctx.database.query(`select id from users order by id limit 1`)).rows;
  const actor = { id: Number(admin.id), role: 'ADMIN' as const, isSuperAdmin: true, department: null };
  const day = (index: number) => new Date(Date.UTC(2010, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const bytes = await streamedWorkbook([...nonMediaHeader], 5_000, (index) => [source, day(index), index, 1]);
  let inserts = 0;
  return statementObservers.run({ statement: (sql) => isInsert(sql) && onInsert(++inserts) }, () =>
    uploadNonMedia(t.ctx, actor, { source: bytes, name: `${source}.xlsx` }, signal).catch((error: unknown) => error),
  );
}

const stored = async (source: string) => Number((await t.ctx.database.query(`select count(*)::int as n from nonmedia_figures where nonmedia_id = $1`, [source])).rows[0].n);

describe('the steps of an upload write', () => {
  it('a client gone between two steps: nothing on PostgreSQL; the whole file on the embedded database, never part of it', async () => {
    const client = new AbortController();
    const answer = await upload('steps-gone', (n) => n === 1 && client.abort(), client.signal);
    if (t.ctx.database.kind === 'postgres') {
      expect((answer as Refusal).code).toBe('uploads.cancelled');
      expect(await stored('steps-gone')).toBe(0);
    } else {
      expect(answer).not.toBeInstanceOf(Refusal);
      expect(answer).toMatchObject({ taken: 5_000 });
      expect(await stored('steps-gone')).toBe(5_000);
    }
  }, 120_000);

  it("other requests' queries are answered between two steps, not after the whole write", async () => {
    let probe: Promise<number> | null = null;
    let insertsWhenAnswered = 0;
    let inserts = 0;
    await upload('steps-probe', (n) => {
      inserts = n;
      if (n === 1) probe = t.ctx.database.query('select 1 as one').then(() => (insertsWhenAnswered = inserts));
    });
    await probe;
    expect(inserts).toBe(3);
    expect(insertsWhenAnswered).toBeLessThan(3);
  }, 120_000);
});
