/**
 * The month generations the demo runs once its business data and analytics year are in place,
 * so that every buying-side table has rows after `npm run demo`: each runs as its task would
 * (one transaction per month, history as the demo's super admin), for the previous month.
 *
 * Acts come after the invoices they are made from; the rows people make by hand (DSP
 * spreadsheets, a publisher report) come first (`hand-made-buying-rows.ts`).
 */
import { systemActor } from '../../src/server/items/system-actor';
import type { MonthGeneration } from '../../src/server/jobs/month-generation/month-generation';
import { actGeneration } from '../../src/server/registry-acts/act-generation';
import { publisherInvoiceGeneration } from '../../src/server/publishers/invoice-generation';
import { dspInvoiceGeneration } from '../../src/server/dsps/dsp-invoice-generation';
import { publisherActGeneration } from '../../src/server/buying-acts/publisher-act-generation';
import { dspActGeneration } from '../../src/server/buying-acts/dsp-act-generation';
import { dmpExportGeneration } from '../../src/server/dmps/dmp-export-generation';
import type { ServerContext } from '../../src/server/server-context';
import { createHandMadeBuyingRows } from './hand-made-buying-rows';
import type { SeededRandom } from './seeded-random';
import { shiftMonth } from '../../src/domain/core/calendar/act-month';
import { monthStart } from '../../src/domain/sales/order-dates';

export interface DemoGeneration {
  /** What the demo prints while it runs. */
  title: string;
  generation: MonthGeneration;
}

export const demoGenerations: readonly DemoGeneration[] = [
  { title: 'order acts', generation: actGeneration },
  { title: 'publisher invoices', generation: publisherInvoiceGeneration },
  { title: 'DSP invoices', generation: dspInvoiceGeneration },
  { title: 'publisher acts', generation: publisherActGeneration },
  { title: 'DSP acts', generation: dspActGeneration },
  { title: 'DMP exports', generation: dmpExportGeneration },
];

/** Runs every generation for the month before today's. */
export async function runDemoGenerations(ctx: ServerContext, today: string, authorId: number | null, progress: (step: string) => void, random: SeededRandom): Promise<void> {
  const date = shiftMonth(monthStart(today), -1);
  // Before the DSP invoices: their stated amounts come from the uploaded lines.
  progress(`DSP spreadsheets and a publisher report of ${date.slice(0, 7)}`);
  await createHandMadeBuyingRows(ctx, date, authorId, random);
  for (const { title, generation } of demoGenerations) {
    progress(`${title} of ${date.slice(0, 7)}`);
    await generation.run(ctx, { date, actor: systemActor(authorId), files: ctx.files });
  }
}
