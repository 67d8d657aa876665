/**
 * `POST /api/domains/batch/` (API.md "Domain inventory"), a spreadsheet upload kind
 * (src/server/uploads): the rows of an uploaded .xlsx become domains, or update the domain of
 * their platform. Unknown platforms and tags are created; a row that cannot be taken is named in
 * `errors` with its reason and the others are kept. Row 1 must name the template's columns (else
 * 400 `domains.batchHeader` before the rest is read). The rows taken are written
 * `domainBatchRows` at a time, each batch one transaction (each row a savepoint in it, so a row the
 * items service refuses leaves nothing behind), the server answering others between two batches.
 * An empty file changes nothing.
 */
import { batchDomains, domainTemplateColumns, type BatchProblem, type DomainTemplateColumn } from '../../domain/domains/domain-actions';
import { readBatchRow, type BatchLookups, type BatchRow } from '../../domain/domains/domain-batch-row';
import { domain, domainContent, domainTag, domainTheme } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { platform } from '../../domain/domains/platforms';
import { en } from '../../domain/core/i18n';
import { parseListQuery } from '../../domain/core/query/list-query';
import { Refusal, refuse } from '../../domain/core/refusals/refusal';
import { refusalsEn } from '../../domain/core/refusals/refusal-codes';
import { renderMessage } from '../../domain/core/refusals/render-message';
import type { AnyEntity } from '../../domain/core/entity';
import type { Executor, Tx } from '../db/connection';
import { items, type ActionScope, type Id } from '../items/items';
import { actionRoute } from '../http/actions/action-route';
import { blank, type SheetCell } from '../../domain/core/sheets/sheet-cells';
import { runSpreadsheetUpload, type SpreadsheetUploadKind } from '../uploads/spreadsheet-upload';
import { uploadedXlsx } from '../uploads/uploaded-xlsx';
import { yieldToOthers } from '../uploads/upload-limits';
import type { ServerContext } from '../server-context';
import type { Actor } from '../../domain/core/entity';

const text = (template: string, values: Record<string, string | number>) => renderMessage(template, values, (key) => en[key]);

async function allRows(entity: AnyEntity, scope: ActionScope, filters: Record<string, string> = {}) {
  return (await items(entity, scope).listBy(parseListQuery(entity, { ...filters, full: 'true', ordering: 'id' }))).results;
}

async function namesToIds(entity: AnyEntity, scope: ActionScope): Promise<Map<string, number>> {
  return new Map((await allRows(entity, scope)).map((row) => [String(row.name).toLowerCase(), Number(row.id)]));
}

/** The reasons the items service gave: each field's messages, or its detail when it named no field. */
function refusalReasons(refusal: Refusal): BatchProblem['reasons'] {
  const fields = Object.entries(refusal.options.errors ?? {}).flatMap(([field, list]) => list.map((key) => ({ field, code: key, values: {} })));
  return fields.length ? fields : [{ code: refusal.code, values: { ...(refusal.values as Record<string, string | number>) } }];
}

/** A problem in English, one line (the answer's `errors`). */
function problemText(problem: BatchProblem): string {
  const byField = new Map<string, string[]>();
  for (const reason of problem.reasons) {
    const template = reason.field === undefined && reason.code in refusalsEn ? refusalsEn[reason.code as keyof typeof refusalsEn] : (en[reason.code] ?? reason.code);
    byField.set(reason.field ?? '', [...(byField.get(reason.field ?? '') ?? []), text(template, reason.values)]);
  }
  const reason = [...byField].map(([field, list]) => (field ? `${field}: ${list.join(', ')}` : list.join(', '))).join('; ');
  return text(inventoryMessages.batchRow, { row: problem.row, reason });
}

/** Ids of the tag names, creating the unknown ones (their names go into `created`). */
async function tagIds(names: readonly string[], known: Map<string, number>, scope: ActionScope, created: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    let id = known.get(name.toLowerCase());
    if (id === undefined) {
      id = Number((await items(domainTag, scope).create({ name })).id);
      known.set(name.toLowerCase(), id);
      created.push(name.toLowerCase());
    }
    ids.push(id);
  }
  return ids;
}

async function platformIds(hosts: readonly string[], scope: ActionScope): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < hosts.length; i += 500) {
    const part = hosts.slice(i, i + 500);
    for (const row of await allRows(platform, scope, { name: part.join(',') })) found.set(String(row.name), Number(row.id));
  }
  return found;
}

export async function importDomainRows(rows: ReadonlyArray<{ row: number; cells: Record<string, string> }>, scope: ActionScope) {
  const problems: BatchProblem[] = [];
  const lookups: BatchLookups = { themes: await namesToIds(domainTheme, scope), contents: await namesToIds(domainContent, scope) };
  const read: Array<{ row: number } & BatchRow> = [];
  for (const { row, cells } of rows) {
    const parsed = readBatchRow(cells as Partial<Record<DomainTemplateColumn, string>>, lookups);
    if ('message' in parsed) problems.push({ row, reasons: [{ code: parsed.message, values: parsed.values }] });
    else read.push({ row, ...parsed });
  }
  if (!read.length) return { added: 0, updated: 0, problems };
  const tags = await namesToIds(domainTag, scope);
  const platforms = await platformIds([...new Set(read.map((r) => r.host))], scope);
  const domainsByPlatform = new Map<number, Id>();
  for (let i = 0; i < platforms.size; i += 500) {
    const part = [...platforms.values()].slice(i, i + 500);
    for (const row of await allRows(domain, scope, { platform: part.join(',') })) domainsByPlatform.set(Number(row.platform), row.id as Id);
  }
  let added = 0;
  let updated = 0;
  for (const row of read) {
    const createdTags: string[] = [];
    let createdPlatform = false;
    try {
      await (scope.tx as Tx).transaction(async (tx: Executor) => {
        const rowScope = { ...scope, tx };
        let platformId = platforms.get(row.host);
        if (platformId === undefined) {
          platformId = Number((await items(platform, rowScope).create({ name: row.host })).id);
          platforms.set(row.host, platformId);
          createdPlatform = true;
        }
        const values: Record<string, unknown> = { ...row.values };
        if (row.tagNames.length) values.tags = await tagIds(row.tagNames, tags, rowScope, createdTags);
        const existing = domainsByPlatform.get(platformId);
        if (existing !== undefined) {
          if (Object.keys(values).length) await items(domain, rowScope).update(existing, values);
          updated += 1;
        } else {
          const created = await items(domain, rowScope).create({ ...values, platform: platformId, status: 'NO_CHECKED' });
          domainsByPlatform.set(platformId, created.id as Id);
          added += 1;
        }
      });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // The savepoint rolled back: what this row created is gone again.
      for (const name of createdTags) tags.delete(name);
      if (createdPlatform) platforms.delete(row.host);
      problems.push({ row: row.row, reasons: refusalReasons(error) });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { added, updated, problems };
}

/** Rows per transaction: each row goes through the items service, so a batch stays short. */
export const domainBatchRows = 20;
/** Header columns read (the template has 8; extra empty ones are allowed). */
const headerColumns = 30;

const cellText = (cell: SheetCell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '')).trim();

/** The template's column names, by column; refuses a header naming another column or neither domain nor platform. */
function batchHeader(cells: readonly SheetCell[]): Array<string | undefined> {
  const names = cells.map((cell) => (blank(cell) ? undefined : cellText(cell).toLowerCase()));
  const known = new Set<string>(domainTemplateColumns);
  const filled = names.filter((name): name is string => name !== undefined);
  if (!filled.length || filled.some((name) => !known.has(name)) || !(filled.includes('domain') || filled.includes('platform'))) throw refuse.invalid('domains.batchHeader');
  return names;
}

type Counts = { added: number; updated: number };

function domainBatchUpload(ctx: ServerContext, actor: Actor): SpreadsheetUploadKind<BatchProblem, Counts> {
  let header: Array<string | undefined> = [];
  return {
    codes: { noFile: 'domains.noFile', notXlsx: 'domains.notXlsx', unreadable: 'domains.unreadable' },
    columns: headerColumns,
    checkHeader: (cells) => {
      header = batchHeader(cells);
    },
    problemText,
    async start() {
      const rows: Array<{ row: number; cells: Record<string, string> }> = [];
      return {
        check(batch) {
          for (const { row, cells } of batch) {
            const named: Record<string, string> = {};
            cells.forEach((cell, index) => {
              const key = header[index];
              if (key) named[key] = cellText(cell);
            });
            if (Object.values(named).some((value) => value !== '')) rows.push({ row, cells: named });
          }
        },
        async write(problems) {
          const counts: Counts = { added: 0, updated: 0 };
          for (let start = 0; start < rows.length; start += domainBatchRows) {
            const part = rows.slice(start, start + domainBatchRows);
            const done = await ctx.database.db.transaction((tx) => importDomainRows(part, { ctx, actor, tx }));
            counts.added += done.added;
            counts.updated += done.updated;
            problems.push(...done.problems);
            await yieldToOthers();
          }
          return counts;
        },
      };
    },
  };
}

export const batchDomainsRoute = actionRoute(batchDomains, async ({ ctx, actor, request }) => {
  const file = await uploadedXlsx(request, { noFile: 'domains.noFile', notXlsx: 'domains.notXlsx', unreadable: 'domains.unreadable' });
  const result = await runSpreadsheetUpload(ctx, file, actor.id, domainBatchUpload(ctx, actor));
  const values = result.written ?? { added: 0, updated: 0 };
  return {
    detail: text(inventoryMessages.batchDone, values),
    code: 'domains.batchDone',
    values,
    errors: result.errors,
    problems: result.problems,
    errorsCount: result.errorsCount,
    errorsFileId: result.errorsFileId,
  };
});
