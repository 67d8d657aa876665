/**
 * `POST publishers/invoices/generate/` {date, publisher?} (API.md "Buying side"): the month's
 * publisher invoices, an invoice month generation (buying-invoices/invoice-generation.ts): the
 * analytics database sums the month per source (`publisher_stats`, never its rows in Node), the
 * transaction adds the non-media uploads, finds each source's publisher and its contract's VAT,
 * and the row rule (domain/publishers/publisher-invoice-rows.ts) makes one invoice per publisher
 * with figures. Unpaid invoices are updated in place, PAID ones never change; with `publisher`
 * only that publisher's invoice of the month is regenerated.
 */
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';
import { generatePublisherInvoices, publisherInvoiceMessages } from '../../domain/publishers/publisher-invoice-actions';
import { publisherInvoiceRows, type InvoiceFigures } from '../../domain/publishers/publisher-invoice-rows';
import { refuse } from '../../domain/core/refusals/refusal';
import { publisherMonthSums } from '../analytics/month-sums';
import { actionRoute } from '../http/actions/action-route';
import { defineInvoiceGeneration } from '../buying-invoices/invoice-generation';
import { nonMediaSums, publisherNds, sourceOwners } from './publisher-sources';

export const publisherInvoiceGeneration = defineInvoiceGeneration({
  name: 'publishers.invoices-generate',
  entity: publisherInvoice,
  counterparty: 'publisher',
  analytics: (analytics, month) => publisherMonthSums(analytics, month.start),
  source: async ({ tx, month, scope, analytics }): Promise<InvoiceFigures> => ({
    sources: [...analytics, ...(await nonMediaSums(tx, month))],
    ownerOf: await sourceOwners(tx, scope),
    ndsOf: await publisherNds(tx, scope),
  }),
  rows: (figures, month) => publisherInvoiceRows(figures, month.start).map((record) => ({ record })),
  done: publisherInvoiceMessages.generated,
});

export const generatePublisherInvoicesRoute = actionRoute(generatePublisherInvoices, async ({ ctx, actor, body }) => {
  if (!body?.date) throw refuse.invalid('publishers.generateInvoicesWithoutDate');
  const date = body.date.length === 7 ? `${body.date}-01` : body.date;
  return { taskId: await publisherInvoiceGeneration.start(ctx, { date, scope: body?.publisher ?? null, userId: actor.id }) };
});
