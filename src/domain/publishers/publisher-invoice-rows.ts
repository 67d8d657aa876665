/**
 * The row rule of the publisher invoice generation (API.md "Buying side"), pure: the month's
 * figures per source (the analytics database's sums and the non-media uploads) are added up per
 * publisher that owns the source: `impressions`, `panelAmount` (its PANEL sources),
 * `amountWithoutNds` (all its sources), `nds` (its contract's, 20 without one) and
 * `amountWithNds`. A source no publisher owns counts for nobody; a publisher without figures
 * gets no invoice.
 */
import Decimal from 'decimal.js';
import { invoiceAmountWithNds, invoiceNdsOf, roundMoney } from '../buying-invoices/invoice-rules';

export interface SourceFigures {
  sourceKind: 'PANEL' | 'SSP' | 'NONMEDIA';
  sourceId: string;
  impressions: number;
  clicks?: number;
  /** Roubles without VAT, exact decimal text or number. */
  amount: number | string;
}

export interface InvoiceFigures {
  sources: readonly SourceFigures[];
  /** The publisher of each source, by `KIND:id`. */
  ownerOf: ReadonlyMap<string, number>;
  /** Each publisher's contract VAT percent (null: none). */
  ndsOf: ReadonlyMap<number, number | null>;
}

export const sourceKey = (kind: string, id: string) => `${kind}:${id}`;

export interface PublisherInvoiceValues {
  date: string;
  publisher: number;
  impressions: number;
  panelAmount: number;
  amountWithoutNds: number;
  nds: number;
  amountWithNds: number;
}

export interface PublisherSums {
  impressions: number;
  clicks: number;
  /** Σ amount of its PANEL sources. */
  panel: Decimal;
  /** Σ amount of all its sources. */
  all: Decimal;
}

/** The month's figures added up per publisher that owns the source, in publisher id order. */
export function sumsByPublisher(sources: readonly SourceFigures[], ownerOf: ReadonlyMap<string, number>): Map<number, PublisherSums> {
  const sums = new Map<number, PublisherSums>();
  for (const source of sources) {
    const owner = ownerOf.get(sourceKey(source.sourceKind, source.sourceId));
    if (owner === undefined) continue;
    const sum = sums.get(owner) ?? { impressions: 0, clicks: 0, panel: new Decimal(0), all: new Decimal(0) };
    sum.impressions += source.impressions;
    sum.clicks += source.clicks ?? 0;
    sum.all = sum.all.plus(source.amount);
    if (source.sourceKind === 'PANEL') sum.panel = sum.panel.plus(source.amount);
    sums.set(owner, sum);
  }
  return new Map([...sums.entries()].sort(([a], [b]) => a - b));
}

export function publisherInvoiceRows({ sources, ownerOf, ndsOf }: InvoiceFigures, monthStart: string): PublisherInvoiceValues[] {
  return [...sumsByPublisher(sources, ownerOf).entries()].map(([publisher, sum]) => {
    const nds = invoiceNdsOf(ndsOf.get(publisher));
    const amountWithoutNds = roundMoney(sum.all);
    return { date: monthStart, publisher, impressions: sum.impressions, panelAmount: roundMoney(sum.panel), amountWithoutNds, nds, amountWithNds: invoiceAmountWithNds(amountWithoutNds, nds) };
  });
}
