/**
 * `POST /api/erir/dsp_info/` multipart (`file`, `name`), spec 2 §2.3, §7.4, API.md "Buying side"
 * (missed markers): an .xlsx whose first sheet has the header `dsp_id | date | marker |
 * impressions | budget`. The good lines replace, for each DSP and month they name, that DSP's
 * lines of that month, and its missed-marker row gets their budget; all in one transaction,
 * under the month's invoice-generation lock (a generation reads these budgets). Every other row
 * is named in `errors`. Not an .xlsx: 400 `File must be .xlsx`; a file without data rows changes
 * nothing. Any signed-in user may upload.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { dsp, dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { dspInfoUploadPath } from '../../domain/dsps/dsp-actions';
import { isDspInfoHeader, parseDspLines, type DspLine, type DspLineProblem } from '../../domain/dsps/dsp-info-rows';
import { rowProblemText } from '../../domain/publishers/nonmedia-rows';
import { monthStart } from '../../domain/sales/order-dates';
import type { Actor } from '../../domain/core/entity';
import { refuse } from '../../domain/core/refusals/refusal';
import type { Database } from '../db/connection';
import { tableOf } from '../db/entity-tables';
import { actorOf } from '../http/auth/authenticate';
import type { RouteModule } from '../http/route-module';
import { items } from '../items/items';
import { lockMonth } from '../jobs/month-generation/month-lock';
import { sheetRows, uploadedXlsx } from '../publishers/nonmedia-upload-route';
import type { ServerContext } from '../server-context';
import { dspMarkerLines } from './dsp-marker-lines-table';
import { dspInvoiceGeneration } from './dsp-invoice-generation';

export interface DspInfoUploadAnswer {
  detail: string;
  /** How many lines were taken. */
  taken: number;
  /** One English text per row not taken (`Row 3: unknown DSP X`). */
  errors: string[];
  /** The same, as catalogue keys and values, for the user's language. */
  problems: DspLineProblem[];
}

/** A DSP's own id, and each of its identifiers not another DSP's own id, to the DSP's id. */
async function dspLookup(database: Database): Promise<Map<string, string>> {
  const table = tableOf(dsp);
  const rows = await database.db.select({ id: table.id, identifiers: table.dspId }).from(table);
  const lookup = new Map<string, string>();
  for (const row of rows) for (const identifier of (row.identifiers as string[] | null) ?? []) if (!lookup.has(identifier)) lookup.set(identifier, String(row.id));
  for (const row of rows) lookup.set(String(row.id), String(row.id));
  return lookup;
}

/** The taken lines by DSP and month (the month's first day). */
function byDspAndMonth(lines: readonly DspLine[]): Map<string, { dsp: string; month: string; lines: DspLine[] }> {
  const groups = new Map<string, { dsp: string; month: string; lines: DspLine[] }>();
  for (const line of lines) {
    const month = monthStart(line.day);
    const key = `${line.dsp}\n${month}`;
    const group = groups.get(key) ?? { dsp: line.dsp, month, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return groups;
}

export async function uploadDspInfo(ctx: ServerContext, actor: Actor, bytes: Buffer): Promise<DspInfoUploadAnswer> {
  const rows = await sheetRows(bytes, 5);
  if (rows.length === 0 || rows.every((cells) => cells.every((cell) => cell === null || cell === undefined || cell === ''))) {
    return { detail: 'Rows taken: 0', taken: 0, errors: [], problems: [] };
  }
  if (!isDspInfoHeader(rows[0])) throw refuse.invalid('dsps.dspInfoHeader');
  const { taken, problems } = parseDspLines(rows, await dspLookup(ctx.database));
  const groups = [...byDspAndMonth(taken).values()].sort((a, b) => (a.month === b.month ? a.dsp.localeCompare(b.dsp) : a.month.localeCompare(b.month)));
  if (groups.length) {
    await ctx.database.db.transaction(async (tx) => {
      for (const month of [...new Set(groups.map((group) => group.month))]) await lockMonth(tx, dspInvoiceGeneration.name, month);
      const markers = tableOf(dspMissedMarker);
      const rowsOfMarkers = items(dspMissedMarker, { actor, tx }).system;
      for (const group of groups) {
        const budget = group.lines.reduce((total, line) => total.plus(line.budget), new Decimal(0)).toNumber();
        const [existing] = await tx
          .select({ id: markers.id })
          .from(markers)
          .where(and(eq(markers.dsp, group.dsp), eq(markers.date, group.month)))
          .orderBy(markers.id)
          .limit(1);
        let id: number;
        if (existing) {
          id = Number(existing.id);
          await tx.delete(dspMarkerLines).where(eq(dspMarkerLines.missedMarkerId, id));
          await rowsOfMarkers.set(id, { budget }, { history: true, touch: true });
        } else {
          const [created] = await rowsOfMarkers.insert([{ dsp: group.dsp, date: group.month, budget }], { history: true });
          id = Number(created.id);
        }
        const chunk = 2000;
        for (let start = 0; start < group.lines.length; start += chunk) {
          const values = group.lines
            .slice(start, start + chunk)
            .map((line) => ({ missedMarkerId: id, day: line.day, marker: line.marker, impressions: line.impressions, budget: line.budget.toFixed(2) }));
          await tx.insert(dspMarkerLines).values(values);
        }
      }
    });
  }
  return { detail: `Rows taken: ${taken.length}`, taken: taken.length, errors: problems.map(rowProblemText), problems };
}

export const dspInfoUploadRoutes: RouteModule = async (parent, ctx) => {
  await parent.register(async (api: FastifyInstance) => {
    // Room for the multipart envelope around the largest accepted file.
    const bodyLimit = ctx.config.maxUploadMb * 1024 * 1024 + 1024 * 1024;
    api.post(
      `/${dspInfoUploadPath}`,
      {
        bodyLimit,
        schema: {
          tags: ['dsps'],
          summary: "Upload a DSP's stated lines (multipart: file, name): an .xlsx with the header dsp_id | date | marker | impressions | budget",
          description:
            "Answers {detail, taken, errors, problems}: each DSP and month named gets these lines in place of its earlier ones; the rows taken are kept, each other row is named with why. Not an .xlsx: 400 \"File must be .xlsx\".",
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => uploadDspInfo(ctx, actorOf(request), await uploadedXlsx(request)),
    );
  });
};
