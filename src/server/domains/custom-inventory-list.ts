/**
 * `POST /api/domains/wl/custom/` {domains} → {taskId} → {fileId} (API.md "Inventory" custom):
 * `CustomWL_{YYYY-MM-DD}.xlsx`, the inventory row of each given site in the order given, and
 * each site the inventory lacks on a row of its own saying so, in the language of the user who
 * asked (labels, enum texts, dates). An empty list: 400.
 */
import { inArray } from 'drizzle-orm';
import { businessDay } from '../../domain/core/calendar/business-day';
import { customListSites } from '../../domain/domains/custom-list';
import { customInventoryList } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import type { Language } from '../../domain/core/i18n';
import { sheetText } from '../../domain/core/i18n/sheet-cell';
import { parseListQuery } from '../../domain/core/query/list-query';
import { refuse } from '../../domain/core/refusals/refusal';
import { items } from '../items/items';
import { user } from '../../domain/accounts/accounts';
import { systemActor } from '../items/system-actor';
import { actionRoute } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { xlsxType } from './domains-template';
import { readableInventoryColumns } from './inventory-sheet';

export const customInventoryListJob = 'domains.custom-list';

/** The language of the user who asked (English when unknown). */
async function languageOf(ctx: ServerContext, userId: number | null): Promise<Language> {
  if (userId === null) return 'en';
  const asker = await items(user, { ctx, actor: systemActor(userId) }).read(userId);
  return asker?.locale === 'ru' ? 'ru' : 'en';
}

export async function customListBook(ctx: ServerContext, sites: readonly string[], startedBy: number | null): Promise<Buffer> {
  const language = await languageOf(ctx, startedBy);
  const columns = readableInventoryColumns(language);
  const inventory = items(domainWl, { ctx, actor: systemActor(startedBy) });
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < sites.length; i += 1000) {
    const part = sites.slice(i, i + 1000);
    const { results } = await inventory.listBy(parseListQuery(domainWl, { full: 'true', ordering: 'id' }), [inArray(inventory.rows().domain, part)]);
    for (const row of results) found.set(String(row.domain), row);
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('CustomWL');
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.name, width: column.name === 'domain' ? 28 : 16, style: column.numFmt ? { numFmt: column.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const site of sites) {
    const row = found.get(site);
    if (row) sheet.addRow(Object.fromEntries(columns.map((column) => [column.name, column.cell(row[column.name])])));
    else sheet.addRow({ domain: site, [columns[1]!.name]: sheetText(inventoryMessages.customNotInInventory, language) });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const customInventoryListing = defineJob(customInventoryListJob, async (ctx, data) => {
  const userId = (data.userId as number | null) ?? null;
  const saved = await ctx.files.save({
    name: `CustomWL_${String(data.day)}.xlsx`,
    data: await customListBook(ctx, data.sites as string[], userId),
    contentType: xlsxType,
    temp: true,
    userId,
  });
  return { fileId: saved.id };
});

export const customInventoryListRoute = actionRoute(customInventoryList, async ({ ctx, actor, body }) => {
  const sites = customListSites(body.domains);
  if (!sites.length) throw refuse.invalid('domains.customEmpty');
  return { taskId: await ctx.jobs.enqueue(customInventoryListJob, { sites, day: businessDay(), userId: actor.id }) };
});
