/**
 * The demo's year in the analytics database (issue 21 "`npm run demo` fills the embedded
 * analytics database too"): after the business data is committed, a year of `publisher_stats`
 * over the demo's panel and SSP sources and its creatives' markers on its sites, `dsp_stats`
 * under the demo DSPs' identifiers, `marker_impressions` per creative marker, `dmp_stats` and
 * `dmp_audiences` of the demo DMPs, `domain_stats` for the eleven months before the inventory's
 * window, and the `panels` export holding the demo's panel accounts. Each table is one
 * `INSERT … SELECT FROM numbers()` made inside the database (analytics/generated-year.ts) or one
 * small batch: nothing is written row by row.
 */
import { isNotNull } from 'drizzle-orm';
import { creative } from '../../src/domain/creatives/creative';
import { dmp } from '../../src/domain/dmps/dmp-entities';
import { panel, ssp } from '../../src/domain/publishers/publisher-entities';
import { inventoryWindow } from '../../src/domain/domains/inventory-window';
import { serverAnalyticsWriter, insertAnalyticsRows } from '../../src/server/analytics/analytics-writer';
import {
  generateYearDmpStats,
  generateYearDomainStats,
  generateYearDspStats,
  generateYearMarkerImpressions,
  generateYearPublisherStats,
  type YearSpan,
} from '../../src/server/analytics/generated-year';
import { tableOf } from '../../src/server/db/entity-tables';
import type { ServerContext } from '../../src/server/server-context';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import { plusDays } from './demo-calendar';
import { demoSites } from './domain-inventory';

/**
 * The `dspId` identifiers the demo's `dsp_stats` rows use: the demo DSPs (`dsps.ts`) are created
 * with these lists, one DSP each, so that their invoices and acts have figures.
 */
export const demoDspIdentifiers: readonly (readonly string[])[] = [
  ['yandex-direct-rtb', 'yandex-direct-rtb-video'],
  ['mytarget-dsp'],
  ['otm-buyer-1', 'otm-buyer-2'],
  ['hybrid-dsp'],
];

const dmpNames = ['Аудитории Альфа', 'Data Beta', 'Сегменты Плюс'];
const audienceNames: ReadonlyArray<[string, string]> = [
  ['Автовладельцы', 'Авто'],
  ['Молодые мамы', 'Семья'],
  ['Геймеры', 'Развлечения'],
  ['Путешественники', 'Туризм'],
  ['Инвесторы', 'Финансы'],
  ['Дачники', 'Дом и сад'],
];

/** The demo's DMPs, in the business transaction (their audiences come from the analytics database). */
export async function createDmps(writer: DemoWriter): Promise<number[]> {
  const ids: number[] = [];
  for (const name of dmpNames) ids.push(Number((await writer.create(dmp, { name })).id));
  return ids;
}

/** Rows a day per source (publisher_stats) and per DSP identifier (dsp_stats). */
const rowsPerSourceDay = 30;
const rowsPerDspDay = 25;

export async function fillDemoAnalyticsYear(ctx: ServerContext, today: string, plan: Pick<DemoPlan, 'random'>): Promise<void> {
  const db = ctx.database.db;
  const panels = tableOf(panel);
  const ourPanels = await db.select({ id: panels.id, name: panels.name, email: panels.email, status: panels.status, places: panels.places, inMonkey: panels.inMonkey }).from(panels);
  const ssps = (await db.select({ id: tableOf(ssp).id }).from(tableOf(ssp))).map((row) => String(row.id));
  const creatives = tableOf(creative);
  const markers = [...new Set((await db.select({ marker: creatives.marker }).from(creatives).where(isNotNull(creatives.marker))).map((row) => String(row.marker)).filter(Boolean))];
  const dmps = (await db.select({ id: tableOf(dmp).id }).from(tableOf(dmp))).map((row) => String(row.id));
  const sites = demoSites();
  const analytics = await serverAnalyticsWriter(ctx.config.dataDir);
  const { from: windowStart } = inventoryWindow(today);
  const year: YearSpan = { from: plusDays(today, -365), days: 365 };

  await insertAnalyticsRows(
    analytics,
    'panels',
    ourPanels.map((row) => ({ id: String(row.id), name: String(row.name ?? ''), email: String(row.email ?? ''), status: String(row.status ?? 'ACTIVE'), places: Number(row.places ?? 0), in_monkey: row.inMonkey ? 1 : 0 })),
  );
  const sources = [...ourPanels.map((row) => ({ kind: 'PANEL', id: String(row.id) })), ...ssps.map((id) => ({ kind: 'SSP', id }))];
  await generateYearPublisherStats(analytics, year, { sources, domains: sites, markers, rowsPerSourceDay });
  await generateYearDspStats(analytics, year, { dspIds: demoDspIdentifiers.flat(), domains: sites, markers, rowsPerDspDay });
  await generateYearMarkerImpressions(analytics, year, markers);
  const audiences = dmps.flatMap((dmpId) =>
    audienceNames.filter(() => plan.random.chance(0.8)).map(([name, group], index) => ({ audience_id: `${dmpId}-aud-${index + 1}`, dmp_id: dmpId, name, audience_group: group, cpm: plan.random.int(30, 250) })),
  );
  await insertAnalyticsRows(analytics, 'dmp_audiences', audiences);
  await generateYearDmpStats(analytics, year, audiences.map((row) => ({ dmpId: row.dmp_id, audienceId: row.audience_id })));
  // The inventory's own 30 days are written by domain-inventory.ts; the eleven months before them here.
  const earlier = Math.round((Date.parse(windowStart) - Date.parse(year.from)) / 86_400_000);
  if (earlier > 0) await generateYearDomainStats(analytics, { from: year.from, days: earlier }, sites);
}
