/**
 * `POST estats/action/save/` (spec 2 §2.4): a task sends the month's statistics (rows not deleted,
 * with known shows) to each row's operator (the order's), one batch per operator through
 * `sendStatistics`, and stamps the rows sent. The registry needs the platform the ads ran on: the
 * order's site is looked up in the platform list (Platform, by its domain) when that list is part
 * of the application; a row without one is refused with that reason. To move onto the registry
 * area's shared send machinery once it lands.
 */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { entitiesByName } from '../../../domain/entities';
import { erirStatistic } from '../../../domain/entities/registry/statistics';
import { actMonth } from '../../../domain/rules/act-month';
import type { Executor } from '../../db/connection';
import { tableOf } from '../../db/entity-tables';
import { rowsOf } from '../../db/raw-rows';
import { operatorFor, type OrdApi, type OrdOperator, type OrdStatisticInput, type TypeAdCompany } from '../../integrations/ord';
import type { ServerContext } from '../../server-context';

export const noPlatformMessage = (site: string) => `No registered platform for the order's site ${site}: add it to the platform list and send it to the operator`;

export interface StatisticsSaveResult {
  detail: string;
  month: string;
  sent: number;
  failed: number;
  errors: Array<{ marker: string; message: string }>;
}

/** The platform (by domain) of an order's site, when the platform list exists. */
async function platformOf(db: Executor, site: string): Promise<number | null> {
  const platform = entitiesByName.platform;
  if (!platform) return null;
  const host = (() => {
    try {
      return new URL(site.includes('://') ? site : `https://${site}`).hostname;
    } catch {
      return site;
    }
  })();
  const table = tableOf(platform);
  const [row] = await db.select({ id: table.id }).from(table).where(sql`lower(${table.name}) = lower(${host})`).limit(1);
  return row ? Number(row.id) : null;
}

export async function saveMonthStatistics(
  ctx: ServerContext,
  date: string,
  operators: (api: OrdApi) => OrdOperator = (api) => operatorFor(api),
): Promise<StatisticsSaveResult> {
  const month = actMonth(date);
  const db = ctx.database.db;
  const table = tableOf(erirStatistic);
  const rows = await db
    .select()
    .from(table)
    .where(and(gte(table.date, month.start), lt(table.date, month.next), eq(table.markerDeleted, false), isNotNull(table.volume)))
    .orderBy(table.id);
  const result: StatisticsSaveResult = { detail: 'Action complete!', month: month.start, sent: 0, failed: 0, errors: [] };
  const batches = new Map<OrdApi, Array<{ id: number; marker: string; input: OrdStatisticInput }>>();
  for (const row of rows) {
    const marker = String(row.marker);
    const [order] = await rowsOf<{ site: unknown }>(db, sql`select site from orders where id = ${row.order}`);
    const site = String(order?.site ?? '');
    const platformId = await platformOf(db, site);
    if (platformId === null) {
      result.failed++;
      result.errors.push({ marker, message: noPlatformMessage(site) });
      continue;
    }
    const shows = Number(row.volume);
    const api = String(row.erirApi ?? 'VK') as OrdApi;
    const list = batches.get(api) ?? [];
    list.push({
      id: Number(row.id),
      marker,
      input: {
        id: Number(row.id),
        creativeId: Number(row.creative),
        platformId,
        impressions: shows,
        paidImpressions: shows,
        // Free statistics: the money of the month is reported by the acts.
        amount: { withoutVat: 0, vatRate: null },
        unitPrice: 0,
        payType: ((row.metric === 'CPV' ? 'OTHER' : row.metric) ?? 'OTHER') as TypeAdCompany,
        plannedStart: month.start,
        plannedEnd: month.end,
        actualStart: month.start,
        actualEnd: month.end,
      },
    });
    batches.set(api, list);
  }
  for (const [api, list] of batches) {
    try {
      await operators(api).sendStatistics(list.map((item) => item.input));
      await db.update(table).set({ sentAt: new Date().toISOString() }).where(inArray(table.id, list.map((item) => item.id)));
      result.sent += list.length;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failed += list.length;
      for (const item of list) result.errors.push({ marker: item.marker, message });
    }
  }
  if (result.failed && !result.sent) throw new Error(`${result.errors[0].message} (${result.failed} rows not sent)`);
  return result;
}
