/**
 * `POST dsp/invoice/generate/` `{date}` (API.md "Buying side", "DSPs"): the month's DSP invoices,
 * a declared month generation (jobs/month-generation). The analytics database sums `dsp_stats`
 * per identifier for the month (before the transaction: its failure changes nothing); in the
 * transaction each DSP gets one invoice dated the month's first day from the sums of its
 * identifiers, its uploaded lines' budget (or the amount typed on its invoice) and its contract
 * (domain/dsps/dsp-invoice-figures.ts). Regeneration updates the invoice in place (id, status,
 * payment, act number and comment kept); a PAID invoice is never touched.
 */
import { sql } from 'drizzle-orm';
import { dsp, dspContract, dspInvoice, dspMissedMarker } from '../../domain/dsps/dsp-entities';
import { dspMessages, generateDspInvoices } from '../../domain/dsps/dsp-actions';
import { dspInvoiceFigures, type DspOfMonth, type IdentifierMonth } from '../../domain/dsps/dsp-invoice-figures';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import { refuse } from '../../domain/core/refusals/refusal';
import { dspMonthSums } from '../analytics/month-sums';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { actionRoute } from '../http/actions/action-route';
import { defineInvoiceGeneration } from '../buying-invoices/invoice-generation';
import { counterpartyInvoiceNds } from '../buying-invoices/invoice-contract-nds';

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Every DSP with its identifiers, contract, uploaded budget and typed amount of the month. */
async function dspsOfMonth(tx: Executor, month: ActMonth): Promise<DspOfMonth[]> {
  const read = systemReader("every DSP gets the month's invoice, whoever started the generation");
  const rows = await rowsOf<Record<string, unknown>>(
    tx,
    sql`
    select d.id, d.dsp_id as identifiers, d.need_send_ord, c.postpone_days,
      (select m.budget from ${read.rowsAs(dspMissedMarker, 'm')} where m.dsp_id = d.id and m.date = ${month.start} order by m.id limit 1) as uploaded,
      (select i.original_amount from ${read.rowsAs(dspInvoice, 'i')} where i.dsp_id = d.id and i.date >= ${month.start} and i.date < ${month.next} order by i.id limit 1) as typed
    from ${read.rowsAs(dsp, 'd')} left join ${read.rowsAs(dspContract, 'c')} on c.id = d.contract_id
    order by d.id`,
  );
  const nds = await counterpartyInvoiceNds(tx, { counterparty: dsp, contract: dspContract }, null);
  return rows.map((row) => ({
    id: String(row.id),
    identifiers: (row.identifiers as string[] | null) ?? [],
    needSendOrd: row.need_send_ord === true,
    nds: nds.get(String(row.id)) ?? null,
    postponeDays: numberOrNull(row.postpone_days),
    uploadedBudget: numberOrNull(row.uploaded),
    typedOriginal: numberOrNull(row.typed),
  }));
}

interface Figures {
  sums: IdentifierMonth[];
  dsps: DspOfMonth[];
}

export const dspInvoiceGeneration = defineInvoiceGeneration({
  name: 'dsps.invoices-generate',
  entity: dspInvoice,
  counterparty: 'dsp',
  analytics: (analytics, month) => dspMonthSums(analytics, month.start),
  source: async ({ tx, month, analytics }): Promise<Figures> => ({ sums: analytics, dsps: await dspsOfMonth(tx, month) }),
  rows: ({ sums, dsps }, month) => dspInvoiceFigures(sums, dsps).map((figures) => ({ record: { ...figures, date: month.start } })),
  done: dspMessages.invoicesGenerated,
});

export const generateDspInvoicesRoute = actionRoute(generateDspInvoices, async ({ ctx, actor, body }) => {
  const date = body?.date;
  if (!date) throw refuse.invalid('dsps.generateWithoutDate');
  return { taskId: await dspInvoiceGeneration.start(ctx, { date, userId: actor.id }) };
});
