/**
 * `POST orders/send_to_mt/` (API.md "Sales"): the margin table of a month as a spreadsheet,
 * built by a background task once every order of the month is locked (else 400 NoLockOrders).
 * One row per product: order, client, product, volumes, sums, costs and the three margins.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { sendToMarginTable } from '../../domain/sales/sales-actions';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import { monthStart } from '../../domain/sales/order-dates';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { parseListQuery } from '../../domain/core/query/list-query';
import { actionRoute } from '../http/actions/action-route';
import { refuse } from '../../domain/core/refusals/refusal';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { businessDay } from '../../domain/core/calendar/business-day';

export const marginTableJob = 'orders.margin-table';

function shiftMonth(first: string, by: number): string {
  const [year, month] = first.split('-').map(Number);
  const index = year * 12 + (month - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The month asked for (any day of it), or the previous month. */
export function marginTableMonth(date: string | undefined, today: string): string {
  return date ? monthStart(date.length === 7 ? `${date}-01` : date) : shiftMonth(monthStart(today), -1);
}

const columns: Array<[string, string, number?]> = [
  ['orderNumber', 'Order', 14],
  ['orderName', 'Order name', 30],
  ['clientName', 'Client', 24],
  ['responsibleName', 'Responsible', 22],
  ['name', 'Product', 28],
  ['formatName', 'Format', 18],
  ['type', 'Unit', 12],
  ['amount', 'Volume'],
  ['amountFact', 'Actual volume'],
  ['price', 'Price'],
  ['sumWithoutNds', 'Sum without VAT'],
  ['sumWithNds', 'Sum with VAT'],
  ['commissionSum', 'Commission'],
  ['netSum', 'Net sum'],
  ['costs', 'Costs'],
  ['dataCosts', 'Data costs'],
  ['sspCosts', 'SSP costs'],
  ['marginPlanned', 'Planned margin'],
  ['marginActual', 'Actual margin'],
  ['marginProjected', 'Projected margin'],
];
const moneyColumns = new Set(['price', 'sumWithoutNds', 'sumWithNds', 'commissionSum', 'netSum', 'costs', 'dataCosts', 'sspCosts', 'marginPlanned', 'marginActual', 'marginProjected']);

export async function buildMarginTable(ctx: ServerContext, month: string): Promise<Buffer> {
  // A job: it reads as the system, explicitly.
  const scope = { ctx, actor: systemActor(null) };
  const orders = await items(order, scope).listBy(parseListQuery(order, { dateReport__btw: `${month},${shiftMonth(month, 1)}`, full: 'true', ordering: 'id' }));
  const byId = new Map(orders.results.map((o) => [Number(o.id), o]));
  const products = byId.size ? await items(product, scope).listBy(parseListQuery(product, { order__in: [...byId.keys()].join(','), full: 'true', ordering: 'id' })) : { results: [] };

  // Loaded on first use: the server does not hold ExcelJS (about 20 MB) until a workbook is asked for.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Margin table');
  sheet.columns = columns.map(([key, header, width]) => ({ key, header, width: width ?? 16, style: moneyColumns.has(key) ? { numFmt: '0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const item of products.results) {
    const parent = byId.get(Number(item.order))!;
    sheet.addRow({
      ...item,
      orderNumber: parent.number,
      orderName: parent.name,
      clientName: parent.clientName,
      responsibleName: parent.responsibleName,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const marginTable = defineJob(marginTableJob, async (ctx, data) => {
  const month = String(data.month);
  const saved = await ctx.files.save({
    name: `margin_table_${month.slice(0, 7)}.xlsx`,
    data: await buildMarginTable(ctx, month),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    temp: true,
    userId: (data.userId as number | null) ?? null,
  });
  return { fileId: saved.id };
});

export const sendToMarginTableRoute = actionRoute(sendToMarginTable, async ({ ctx, actor, body }) => {
  const month = marginTableMonth(body?.date, businessDay());
  const table = systemReader('the margin table of a month waits until every order of it is locked, whoever asks').rows(order);
  const unlocked = await ctx.database.db
    .select({ id: table.id })
    .from(table)
    .where(and(gte(table.dateReport, month), lt(table.dateReport, shiftMonth(month, 1)), eq(table.isLocked, false)))
    .orderBy(asc(table.id))
    .limit(1);
  if (unlocked.length) throw refuse.invalid('orders.noLockOrders');
  return { taskId: await ctx.jobs.enqueue(marginTableJob, { month, userId: actor.id }, { singleFlight: month }) };
});
