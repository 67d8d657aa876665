/**
 * What people make by hand on the buying side, so that those tables have rows after the demo
 * too: each demo DSP's spreadsheet of the previous month uploaded as the missed-marker upload
 * takes it, its month within a few percent of the DSP's own figures (most lines under the demo creatives' markers, a few under markers no creative here
 * has, so the unmatched-lines download has something), and a publisher report of that month,
 * queued as the screen queues it (the server's worker makes its file once it runs).
 */
import ExcelJS from 'exceljs';
import { isNotNull } from 'drizzle-orm';
import { creative } from '../../src/domain/creatives/creative';
import { publisherReport } from '../../src/domain/publishers/publisher-reports';
import { serverAnalytics } from '../../src/server/analytics/analytics';
import { dspMonthSums } from '../../src/server/analytics/month-sums';
import { tableOf } from '../../src/server/db/entity-tables';
import { uploadDspInfo } from '../../src/server/dsps/dsp-info-upload-route';
import { items } from '../../src/server/items/items';
import { systemActor } from '../../src/server/items/system-actor';
import type { ServerContext } from '../../src/server/server-context';
import { demoDspIdentifiers } from './analytics-year';
import type { SeededRandom } from './seeded-random';

const linesPerDsp = 40;
/** How far a DSP's stated month lies from our own figures, at most (a few percent, as in life). */
const statedSpread = 0.04;

/** Cents split over `parts` by random weights, adding up to `total` exactly. */
function splitCents(total: number, parts: number, random: SeededRandom): number[] {
  const weights = Array.from({ length: parts }, () => random.int(1, 100));
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / whole));
  shares[parts - 1]! += total - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/**
 * Each DSP's lines state its month within a few percent of what the analytics database has for
 * its identifiers (`statedSpread`), so that the DSP invoices' stated and own amounts are close.
 */
export async function dspSpreadsheet(month: string, markers: readonly string[], ownAmounts: ReadonlyMap<string, number>, random: SeededRandom): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('DSP');
  sheet.addRow(['dsp_id', 'date', 'marker', 'impressions', 'budget']);
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  for (const identifiers of demoDspIdentifiers) {
    const own = identifiers.reduce((sum, id) => sum + (ownAmounts.get(id) ?? 0), 0);
    const stated = own > 0 ? own * (1 + (random.next() * 2 - 1) * statedSpread) : random.int(50_000, 500_000);
    const cents = splitCents(Math.round(stated * 100), linesPerDsp, random);
    for (let line = 0; line < linesPerDsp; line++) {
      const unmatched = line % 8 === 7 || markers.length === 0;
      const marker = unmatched ? `ext-${identifiers[0]}-${line}` : random.pick(markers);
      const budget = cents[line]! / 100;
      const impressions = Math.max(1, Math.round((budget * 1000) / random.int(20, 90)));
      sheet.addRow([random.pick(identifiers), `${month.slice(0, 8)}${String(random.int(1, days)).padStart(2, '0')}`, marker, impressions, budget]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function createHandMadeBuyingRows(ctx: ServerContext, month: string, authorId: number | null, random: SeededRandom): Promise<void> {
  const actor = systemActor(authorId);
  const creatives = tableOf(creative);
  const markers = (await ctx.database.db.select({ marker: creatives.marker }).from(creatives).where(isNotNull(creatives.marker))).map((row) => String(row.marker)).filter(Boolean);
  const own = await dspMonthSums(await serverAnalytics(ctx.config.dataDir), month);
  const ownAmounts = new Map(own.map((sum) => [sum.dspId, Number(sum.amount)]));
  const answer = await uploadDspInfo(ctx, actor, await dspSpreadsheet(month, markers, ownAmounts, random));
  if (answer.errors.length) throw new Error(`The demo's DSP spreadsheet was refused: ${answer.errors.slice(0, 3).join('; ')}`);
  await items(publisherReport, { ctx, actor, tx: ctx.database.db }).create({ date: month, domains: false });
}
