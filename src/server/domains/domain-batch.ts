/**
 * `POST /api/domains/batch/` (API.md "Domain inventory"), a spreadsheet upload kind
 * (src/server/uploads): the rows of an uploaded .xlsx become domains, or update the domain of
 * their platform. Unknown platforms and tags are created; a row that cannot be taken is named in
 * `errors` with its reason and the others are kept. Row 1 must name the template's columns (else
 * 400 `domains.batchHeader` before the rest is read). The rows are checked batch by batch as they
 * are read, nothing written (domain-batch-plan.ts), then what was taken is written in steps of
 * set-based statements (src/server/uploads/upload-steps.ts). An empty file changes nothing.
 */
import { batchDomains, domainTemplateColumns, type BatchProblem } from '../../domain/domains/domain-actions';
import { readBatchRow, type BatchLookups } from '../../domain/domains/domain-batch-row';
import { domainContent, domainTag, domainTheme } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { en } from '../../domain/core/i18n';
import { parseListQuery } from '../../domain/core/query/list-query';
import { refuse } from '../../domain/core/refusals/refusal';
import { refusalsEn } from '../../domain/core/refusals/refusal-codes';
import { renderMessage } from '../../domain/core/refusals/render-message';
import type { Actor, AnyEntity } from '../../domain/core/entity';
import { items, type ItemsScope } from '../items/items';
import { actionRoute } from '../http/actions/action-route';
import { blank, type SheetCell } from '../../domain/core/sheets/sheet-cells';
import { clientGone } from '../uploads/client-gone';
import { runSpreadsheetUpload, type SpreadsheetUploadKind } from '../uploads/spreadsheet-upload';
import { withUploadedXlsx, type UploadedXlsx } from '../uploads/uploaded-xlsx';
import type { ServerContext } from '../server-context';
import { DomainBatchPlan, type DomainBatchRow } from './domain-batch-plan';

const text = (template: string, values: Record<string, string | number>) => renderMessage(template, values, (key) => en[key]);

/** Lower-case name to id of every row of a reference list (themes, content types, tags). */
async function namesToIds(entity: AnyEntity, scope: ItemsScope): Promise<Map<string, number>> {
  const rows = (await items(entity, scope).listBy(parseListQuery(entity, { full: 'true', ordering: 'id' }))).results;
  return new Map(rows.map((row) => [String(row.name).toLowerCase(), Number(row.id)]));
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
    codes: uploadCodes,
    columns: headerColumns,
    checkHeader: (cells) => {
      header = batchHeader(cells);
    },
    problemText,
    async start() {
      const scope = { ctx, actor };
      const lookups: BatchLookups = { themes: await namesToIds(domainTheme, scope), contents: await namesToIds(domainContent, scope) };
      const plan = new DomainBatchPlan(ctx, actor, await namesToIds(domainTag, scope));
      return {
        async check(batch, problems) {
          const read: DomainBatchRow[] = [];
          for (const { row, cells } of batch) {
            const named: Record<string, string> = {};
            cells.forEach((cell, index) => {
              const key = header[index];
              if (key) named[key] = cellText(cell);
            });
            if (!Object.values(named).some((value) => value !== '')) continue;
            const parsed = readBatchRow(named, lookups);
            if ('message' in parsed) problems.push({ row, reasons: [{ code: parsed.message, values: parsed.values }] });
            else read.push({ row, ...parsed });
          }
          await plan.check(read, problems);
        },
        async write(step, stillWanted) {
          await plan.write(step, stillWanted);
          return { added: plan.added, updated: plan.updated };
        },
      };
    },
  };
}

const uploadCodes = { noFile: 'domains.noFile', notXlsx: 'domains.notXlsx', unreadable: 'domains.unreadable' } as const;

/** The batch of an uploaded .xlsx; `signal`: the client went away (nothing is written after it). */
export async function uploadDomainBatch(ctx: ServerContext, actor: Actor, file: UploadedXlsx, signal?: AbortSignal) {
  const result = await runSpreadsheetUpload(ctx, file, actor.id, domainBatchUpload(ctx, actor), signal);
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
}

export const batchDomainsRoute = actionRoute(batchDomains, async ({ ctx, actor, request, reply }) => {
  const signal = clientGone(reply);
  return withUploadedXlsx(request, uploadCodes, (file) => uploadDomainBatch(ctx, actor, file, signal));
});
