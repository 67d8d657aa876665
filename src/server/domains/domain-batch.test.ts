/**
 * The domain batch upload at spreadsheet speed (issue 33 goal 3, issue 34 points 1 and 2):
 * checked batch by batch with one look-up query per batch, written with set-based statements
 * (counted, not timed), the items service's own checks on every row, all of it or nothing when
 * the client goes away, and the body's size limit with its code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Refusal } from '../../domain/core/refusals/refusal';
import { statementObservers } from '../db/query-timing';
import { multipart } from '../files/multipart-body';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { streamedWorkbook } from '../../../dev/testing/streamed-workbook';
import type { Actor } from '../../domain/core/entity';
import { uploadDomainBatch } from './domain-batch';

let t: TestServer;
let admin: Actor;

beforeAll(async () => {
  t = await createTestServer({ MAX_UPLOAD_MB: '1' });
  const [row] = (await t.ctx.database.query(`select id from users order by id limit 1`)).rows;
  admin = { id: Number(row.id), role: 'ADMIN', isSuperAdmin: true, department: null };
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const workbook = ([header, ...rows]: unknown[][]) => streamedWorkbook(header, rows.length, (index) => rows[index]);

const count = async (sql: string) => Number((await t.ctx.database.query(sql)).rows[0].n);
const domainsLike = (prefix: string) => count(`select count(*)::int as n from domains d join platforms p on p.id = d.platform_id where p.name like '${prefix}%'`);
const platformsLike = (prefix: string) => count(`select count(*)::int as n from platforms where name like '${prefix}%'`);

/** Runs the upload counting its statements; `onStatement` may abort it. */
async function counted(bytes: Buffer, signal?: AbortSignal, onStatement: (sql: string) => void = () => {}) {
  const statements: string[] = [];
  const answer = await statementObservers.run(
    {
      statement(sql) {
        statements.push(sql);
        onStatement(sql);
      },
    },
    () => uploadDomainBatch(t.ctx, admin, { source: bytes, name: 'domains.xlsx' }, signal).then(
      (value) => value,
      (error: unknown) => error,
    ),
  );
  return { answer, statements };
}

describe('the domain batch upload', () => {
  it('checks and writes 20,000 new domains with set-based statements: a few per 1,000 rows, not several per row', async () => {
    const rows = 20_000;
    const bytes = await workbook([['domain', 'comment'], ...Array.from({ length: rows }, (_, index) => [`bulk-${index}.example`, 'bulk'])]);
    const historyBefore = await count(`select count(*)::int as n from entity_history where entity in ('domain', 'platform')`);
    const { answer, statements } = await counted(bytes);
    expect(answer).toMatchObject({ detail: '20000 added, 0 updated', values: { added: 20_000, updated: 0 }, errorsCount: 0 });
    // Row by row it took about ten statements a row (200,000 here); set-based, a handful per step of 1,000 sites.
    expect(statements.length).toBeLessThan(400);
    expect(await domainsLike('bulk-')).toBe(rows);
    // Each platform and domain made has its history entry, as the uploader.
    expect(await count(`select count(*)::int as n from entity_history where entity in ('domain', 'platform')`)).toBe(historyBefore + 2 * rows);
    expect(await count(`select count(*)::int as n from entity_history where entity = 'domain' and user_id = ${Number(admin.id)} and record_id in (select d.id::text from domains d join platforms p on p.id = d.platform_id where p.name like 'bulk-%')`)).toBe(rows);
  }, 600_000);

  it("refuses a row by the items service's own checks (value limits), keeps the others, and merges rows of one site", async () => {
    const bytes = await workbook([
      ['domain', 'owner', 'tags', 'comment'],
      ['rules-a.example', 'x'.repeat(2_001), '', ''],
      ['rules-b.example', 'Bob', 'rules-new-tag', 'first'],
      ['rules-b.example', '', '', 'second'],
      ['10.0.0.1', '', '', ''],
    ]);
    const { answer } = await counted(bytes);
    expect(answer).toMatchObject({
      detail: '1 added, 1 updated',
      errors: ['Row 2: owner: Ensure this field has no more than 2000 characters.', 'Row 5: An IP address is not a domain name: 10.0.0.1'],
    });
    expect(await platformsLike('rules-a')).toBe(0);
    const [row] = (await t.ctx.database.query(`select d.owner, d.comment from domains d join platforms p on p.id = d.platform_id where p.name = 'rules-b.example'`)).rows;
    expect(row).toMatchObject({ owner: 'Bob', comment: 'second' });
    expect(await count(`select count(*)::int as n from domain_tags where name = 'rules-new-tag'`)).toBe(1);
  }, 120_000);

  it.each([
    { stage: 'while the rows are checked', prefix: 'gone-', goes: (sql: string) => sql.includes('from "platforms"') },
    { stage: 'during the write (the transaction rolls back)', prefix: 'late-', goes: (sql: string) => sql.startsWith('insert into "platforms"') },
  ])('writes nothing when the client goes away $stage', async ({ prefix, goes }) => {
    const bytes = await workbook([['domain'], ...Array.from({ length: 5_000 }, (_, index) => [`${prefix}${index}.example`])]);
    const client = new AbortController();
    const { answer } = await counted(bytes, client.signal, (sql) => {
      if (goes(sql)) client.abort();
    });
    expect(answer).toBeInstanceOf(Refusal);
    expect((answer as Refusal).code).toBe('uploads.cancelled');
    expect(await platformsLike(prefix)).toBe(0);
    expect(await domainsLike(prefix)).toBe(0);
  }, 120_000);

  it('streams the body against the size limit: over MAX_UPLOAD_MB is 413 request.tooLarge; a wrong header is still refused first', async () => {
    const upload = (bytes: Buffer) => t.call(t.adminToken, { method: 'POST', url: '/api/domains/batch/', ...multipart([{ name: 'file', value: bytes, filename: 'big.xlsx' }, { name: 'name', value: 'big.xlsx' }]) });
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(1024 * 1024 + 10, 97)]);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'PROVIDED FILE TOO LARGE', code: 'request.tooLarge', values: {} });
    const wrong = await upload(await workbook([['nonmedia_id', 'date'], ['x', '2026-01-01']]));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'domains.batchHeader' });
  }, 120_000);
});
