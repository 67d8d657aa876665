/**
 * A DSP invoice's figures (API.md "Buying side", "DSPs"): from the month's `dsp_stats` sums of
 * every identifier of a DSP, what the DSP itself states (its uploaded lines' budget, else the
 * amount typed on its invoice), its contract's VAT and payment delay. Pure: the generation reads,
 * this computes. Money in Decimal, rounded to 2 decimals half away from zero.
 */
import Decimal from 'decimal.js';
import { invoiceAmountWithNds, invoiceNdsOf, roundMoney } from '../buying-invoices/invoice-rules';

export interface IdentifierMonth {
  dspId: string;
  impressions: number;
  /** Decimal text or number, as the analytics database answers. */
  amount: number | string;
}

export interface DspOfMonth {
  id: string;
  /** Its `dspId` list: the identifiers `dsp_stats.dsp_id` uses. */
  identifiers: readonly string[];
  needSendOrd: boolean;
  /** Its contract's VAT (20 without one) and payment delay. */
  nds: number | null;
  postponeDays: number | null;
  /** Σ budget of its uploaded lines of the month (null without lines). */
  uploadedBudget: number | null;
  /** The amount typed on its invoice of the month (null without one). */
  typedOriginal: number | null;
}

export interface DspInvoiceFigures {
  dsp: string;
  impressions: number;
  dspAmount: number;
  originalAmount: number | null;
  amountWithoutNds: number;
  nds: number;
  amountWithNds: number;
  needOrdReport: boolean;
  postponeDays: number | null;
}

const money = (value: Decimal) => roundMoney(value);

/** One invoice per DSP with `dsp_stats` rows under any of its identifiers; none for the others. */
export function dspInvoiceFigures(sums: readonly IdentifierMonth[], dsps: readonly DspOfMonth[]): DspInvoiceFigures[] {
  const byIdentifier = new Map(sums.map((sum) => [sum.dspId, sum]));
  const invoices: DspInvoiceFigures[] = [];
  for (const dsp of dsps) {
    const own = [...new Set(dsp.identifiers)].map((identifier) => byIdentifier.get(identifier)).filter((sum) => sum !== undefined);
    if (own.length === 0) continue;
    const impressions = own.reduce((total, sum) => total + Number(sum.impressions), 0);
    const dspAmount = money(own.reduce((total, sum) => total.plus(new Decimal(sum.amount)), new Decimal(0)));
    const originalAmount = dsp.uploadedBudget ?? dsp.typedOriginal;
    const amountWithoutNds = originalAmount ?? dspAmount;
    invoices.push({
      dsp: dsp.id,
      impressions,
      dspAmount,
      originalAmount,
      amountWithoutNds,
      nds: invoiceNdsOf(dsp.nds),
      amountWithNds: invoiceAmountWithNds(amountWithoutNds, dsp.nds),
      needOrdReport: dsp.needSendOrd,
      postponeDays: dsp.postponeDays,
    });
  }
  return invoices;
}
