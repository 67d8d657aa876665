/**
 * `POST estats/action/build/` (spec 2 §2.4, §3 ErirStatistic): a task rebuilds the month's ERIR
 * statistics in one transaction, one row per marker of a creative running in an order of the
 * month (not canceled; the creative with the lowest id, then its lowest order, when a marker
 * repeats): whether the creative is registered (operator id) and has an original contract,
 * whether that original contract and the order's contract are registered at the order's
 * operator, whether the order is locked (it went to the margin table, "monkey"), the BT URL
 * carrying the marker, goal and metric, and the month's shows from the analytics database
 * (ClickHouse, or the embedded chDB without CLICKHOUSE_URL). A marker switched to deleted stays
 * deleted. A failing analytics database fails the build and changes nothing.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { erirStatistic } from '../../domain/registry-acts/erir-statistics';
import { btUrl } from '../../domain/reference/reference';
import { actMonth } from '../../domain/core/calendar/act-month';
import { btUrlWithMarker, statisticGoal, statisticMetric } from '../../domain/registry-acts/erir-statistic';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { creative } from '../../domain/creatives/creative';
import { contract, originalContract } from '../../domain/sales/contracts';
import { order } from '../../domain/sales/orders';
import { product } from '../../domain/sales/products';
import type { Actor } from '../../domain/core/entity';
import { serverAnalytics } from '../analytics/analytics';
import { impressionsByMarker, markerImpressions } from '../analytics/marker-impressions';
import type { ServerContext } from '../server-context';

export interface StatisticsBuildResult {
  detail: string;
  month: string;
  rows: number;
  /** 'read': the shows come from the analytics database. */
  analytics: 'read';
}

interface SourceRow {
  marker: string;
  creative: number;
  creativeOrdId: string | null;
  originalContract: number | null;
  typeAdCompany: string | null;
  order: number;
  erirApi: string | null;
  isLocked: boolean;
  contractNumber: string | null;
  contractIds: Record<string, string | null>;
  originalContractNumber: string | null;
  originalContractIds: Record<string, string | null> | null;
  productType: string | null;
}

const registryIds = (prefix: string) => sql.raw(`json_build_object('VK', ${prefix}.vk_id, 'OZON', ${prefix}.ozon_id, 'OTM', ${prefix}.otm_id)`);

const build = systemReader('the month\'s statistics are rebuilt over every order, marker and BT URL, whoever started the build');

async function sourceRows(tx: Executor, start: string, next: string): Promise<SourceRow[]> {
  const rows = await rowsOf(
    tx,
    sql`
    select distinct on (c.marker) c.marker as "marker", c.id as "creative", c.ord_id as "creativeOrdId", c.contract_id as "originalContract",
      c.type_ad_company as "typeAdCompany", o.id as "order", o.ord as "erirApi", o.is_locked as "isLocked",
      ct.number as "contractNumber", ${registryIds('ct')} as "contractIds",
      oc.number as "originalContractNumber", case when oc.id is null then null else ${registryIds('oc')} end as "originalContractIds",
      (select p.type from ${build.rowsAs(product, 'p')} where p.order_id = o.id order by p.id limit 1) as "productType"
    from ${build.rowsAs(creative, 'c')} cross join lateral unnest(c.orders) as u(order_id)
    join ${build.rowsAs(order, 'o')} on o.id = u.order_id
    left join ${build.rowsAs(contract, 'ct')} on ct.id = o.contract_id
    left join ${build.rowsAs(originalContract, 'oc')} on oc.id = c.contract_id
    where c.marker is not null and c.marker <> '' and o.date_report >= ${start} and o.date_report < ${next} and o.status <> 'CANCELED'
    order by c.marker, c.id, o.id`,
  );
  return rows.map((row) => ({
    ...(row as unknown as SourceRow),
    creative: Number(row.creative),
    order: Number(row.order),
    originalContract: row.originalContract === null ? null : Number(row.originalContract),
    contractIds: (typeof row.contractIds === 'string' ? JSON.parse(row.contractIds) : row.contractIds) as Record<string, string | null>,
    originalContractIds: (typeof row.originalContractIds === 'string' ? JSON.parse(row.originalContractIds) : row.originalContractIds) as Record<string, string | null> | null,
  }));
}


async function btUrls(tx: Executor): Promise<string[]> {
  const table = build.rows(btUrl);
  const [record] = await tx.select({ urls: table.urls }).from(table).where(eq(table.id, 1));
  return (record?.urls as string[] | undefined) ?? [];
}

export async function buildMonthStatistics(
  ctx: ServerContext,
  date: string,
  actor: Actor,
): Promise<StatisticsBuildResult> {
  const month = actMonth(date);
  // The month's condition is written on the reader's rows, named as the table: the delete takes it as it is.
  const table = build.rows(erirStatistic);
  const db = ctx.database.db;
  const sources = await sourceRows(db, month.start, month.next);
  const urls = await btUrls(db);
  // The analytics database is read before anything is written (and outside the transaction): its failure changes nothing.
  const markers = sources.map((s) => s.marker);
  const shows = impressionsByMarker(await markerImpressions(await serverAnalytics(ctx.config.dataDir), month.start, month.next, markers));
  return db.transaction(async (tx) => {
    const inMonth = and(gte(table.date, month.start), lt(table.date, month.next));
    const deleted = new Set(
      (await tx.select({ marker: table.marker }).from(table).where(and(inMonth, eq(table.markerDeleted, true)))).map((row) => String(row.marker)),
    );
    // The month's rows are rebuilt from their sources: a build's rows keep no history.
    const statistics = items(erirStatistic, { ctx, actor, tx });
    await statistics.system.delete(inMonth!);
    const rows = sources.map((s) => {
      const api = s.erirApi ?? 'VK';
      const url = btUrlWithMarker(urls, s.marker);
      return {
        date: month.start,
        marker: s.marker,
        creative: s.creative,
        markerDeleted: deleted.has(s.marker),
        creativeRegistered: !!s.creativeOrdId,
        creativeHasContract: s.originalContract !== null,
        markerInBt: url !== null,
        markerInMonkey: !!s.isLocked,
        originalContractRegistered: !!s.originalContractIds?.[api],
        contractRegistered: !!s.contractIds?.[api],
        volume: shows.get(s.marker) ?? 0,
        goal: statisticGoal(s.productType),
        metric: statisticMetric(s.typeAdCompany),
        order: s.order,
        erirApi: api,
        contracts: [s.contractNumber, s.originalContractNumber].filter((n): n is string => !!n),
        btUrl: url,
      };
    });
    await statistics.system.insert(rows);
    return { detail: 'Action complete!', month: month.start, rows: rows.length, analytics: 'read' };
  });
}
