/**
 * The month generations the demo runs once its business data and analytics year are in place,
 * so that every buying-side table has rows after `npm run demo`: each runs as its task would
 * (one transaction per month, history as the demo's super admin), for the previous month.
 *
 * Hooks for the generations other areas build — add one entry each, in this order, as they land:
 *   publisher invoices (`publishers.invoices-generate`, h5), DSP invoices (h7), publisher acts and
 *   DSP acts (h6; after the invoices they are made from). Publisher statistics exports, reports
 *   and missed-marker lines are made by hand in the app.
 */
import { systemActor } from '../../src/server/items/system-actor';
import type { MonthGeneration } from '../../src/server/jobs/month-generation/month-generation';
import { actGeneration } from '../../src/server/registry-acts/act-generation';
import { publisherInvoiceGeneration } from '../../src/server/publishers/invoice-generation';
import { dmpExportGeneration } from '../../src/server/dmps/dmp-export-generation';
import type { ServerContext } from '../../src/server/server-context';
import { shiftMonth } from '../../src/domain/registry-acts/act-month';
import { monthStart } from '../../src/domain/sales/order-dates';

export interface DemoGeneration {
  /** What the demo prints while it runs. */
  title: string;
  generation: MonthGeneration;
}

export const demoGenerations: readonly DemoGeneration[] = [
  { title: 'order acts', generation: actGeneration },
  { title: 'publisher invoices', generation: publisherInvoiceGeneration },
  // { title: 'DSP invoices', generation: dspInvoiceGeneration },              (h7)
  // { title: 'publisher acts', generation: publisherActGeneration },          (h6)
  // { title: 'DSP acts', generation: dspActGeneration },                      (h6)
  { title: 'DMP exports', generation: dmpExportGeneration },
];

/** Runs every generation for the month before today's. */
export async function runDemoGenerations(ctx: ServerContext, today: string, authorId: number | null, progress: (step: string) => void): Promise<void> {
  const date = shiftMonth(monthStart(today), -1);
  for (const { title, generation } of demoGenerations) {
    progress(`${title} of ${date.slice(0, 7)}`);
    await generation.run(ctx, { date, actor: systemActor(authorId), files: ctx.files });
  }
}
