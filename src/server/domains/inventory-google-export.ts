/**
 * `POST /api/domains/wl/export/` → {taskId} (API.md "Inventory"): the whole inventory, in the
 * table's default order, into the first tab of the configured Google Sheet (writeSheet: the tab
 * cleared, then the header row and one row per domain); detail `Export to Google completed!`.
 * Unconfigured, the task fails naming the variables, before the inventory is read.
 */
import { exportInventoryToGoogle } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryTaskDetails } from '../../domain/domains/inventory-task-details';
import { refuse } from '../../domain/core/refusals/refusal';
import { readGoogleSheetsConfig, writeSheet, type SheetCell } from '../integrations/google-sheets';
import { requireGoogleSheets } from '../integrations/google-sheets/google-sheets-config';
import { fullListCap, items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { actionRoute, assertAvailable } from '../http/actions/action-route';
import { defineJob } from '../jobs/job-handlers';
import type { ServerContext } from '../server-context';
import { inventoryCell, inventoryColumns } from './inventory-sheet';

export const inventoryGoogleExportJob = 'domains.inventory-google-export';

export async function inventoryRows(ctx: ServerContext, startedBy: number | null): Promise<SheetCell[][]> {
  const inventory = items(domainWl, { ctx, actor: systemActor(startedBy) });
  const list = await inventory.fullList(inventory.listPlan({}));
  if ('tooMany' in list) throw refuse.invalid('query.tooManyRows', { count: list.tooMany, limit: fullListCap });
  const rows: SheetCell[][] = [];
  for await (const chunk of list.chunks) for (const row of chunk) rows.push(inventoryColumns.map((column) => inventoryCell(row[column.name])));
  return rows;
}

export const inventoryGoogleExport = defineJob(inventoryGoogleExportJob, async (ctx, data) => {
  const config = readGoogleSheetsConfig();
  requireGoogleSheets(config);
  const rows = await inventoryRows(ctx, (data.userId as number | null) ?? null);
  await writeSheet({ header: inventoryColumns.map((column) => column.header), rows }, { config });
  return inventoryTaskDetails.googleExported;
});

export const exportInventoryRoute = actionRoute(exportInventoryToGoogle, async ({ ctx, actor }) => {
  assertAvailable(exportInventoryToGoogle, actor, {});
  return { taskId: await ctx.jobs.enqueue(inventoryGoogleExportJob, { userId: actor.id }, { singleFlight: 'all' }) };
});
