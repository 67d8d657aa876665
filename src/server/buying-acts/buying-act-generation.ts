/**
 * The month's buying-side acts (API.md "Buying side"), one declared month generation per user
 * (publisher acts, DSP acts) on the month-generation machine: for each counterparty with an
 * invoice of that month that gets an act, one act dated the month's last day, its number the
 * invoice's act number (else a generated one unique per counterparty and month), its sum the
 * invoice's `amountWithNds`, its contract the counterparty's; its items split that sum over
 * the original contracts of the creatives whose markers the counterparty showed that month
 * (domain/buying-acts/act-marker-items.ts). Acts already sent to an operator stay as they are
 * (and their counterparty gets no second act); the month's other acts are replaced. The marker
 * amounts are summed by the analytics database before the transaction opens.
 */
import { isNotNull, sql } from 'drizzle-orm';
import type { EntityDef } from '../../domain/core/entity';
import type { Fields } from '../../domain/core/fields';
import { buyingActItems, type MarkerAmount } from '../../domain/buying-acts/act-marker-items';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import type { Analytics } from '../analytics/analytics';
import type { MarkerAmountRow } from '../analytics/marker-amounts';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { creative } from '../../domain/creatives/creative';
import { defineMonthGeneration, type MonthGeneration } from '../jobs/month-generation/month-generation';
import type { GeneratedRow } from '../jobs/month-generation/month-generation-def';

/** An invoice of the month that gets an act, as the user reads it. */
export interface ActInvoice {
  counterparty: number | string;
  contract: number | null;
  /** The operator the counterparty's contract is registered with (null: none yet). */
  erirApi: string | null;
  actNumber: string | null;
  /** The act's sum: the invoice's amount with VAT. */
  sum: string;
  /** Whose analytics amounts are the counterparty's (`owner` of MarkerAmountRow): its sources, its DSP ids. */
  owners: readonly string[];
  /** Amounts of the month without a marker (non-media figures): they fall into the item without contract. */
  unmarked: string;
  /** The user's own fields of the act (a DSP act's tax base and tax sum). */
  extra: Record<string, unknown>;
}

export interface BuyingActUser<F extends Fields = Fields, C extends Fields = Fields> {
  /** The job's name (`buying-acts.publisher-generate`). */
  name: string;
  act: EntityDef<F>;
  item: EntityDef<C>;
  /** The act's counterparty field (`publisher`, `dsp`). */
  counterparty: keyof F & string;
  /** The prefix of a generated act number (`PA` → `PA-2026-10-17`). */
  numberPrefix: string;
  done: string;
  /** The month's marker amounts per owner, summed in the analytics database. */
  markerAmounts(analytics: Analytics, month: string): Promise<MarkerAmountRow[]>;
  invoices(tx: Executor, month: ActMonth): Promise<ActInvoice[]>;
}

interface ActFigures {
  invoices: ActInvoice[];
  amounts: MarkerAmountRow[];
  /** Original contracts of the creatives carrying each marker. */
  contractsOf: Map<string, number[]>;
}

/** The original contracts of every creative carrying one of the markers (registered or not), one statement. */
async function markerContracts(tx: Executor, markers: readonly string[]): Promise<Map<string, number[]>> {
  const byMarker = new Map<string, number[]>();
  if (!markers.length) return byMarker;
  const rows = await rowsOf<{ marker: string; contract: unknown }>(
    tx,
    sql`select c.marker as "marker", c.contract_id as "contract" from ${systemReader('an act names the contracts of every creative carrying its markers').rowsAs(creative, 'c')}
        where c.contract_id is not null and c.marker in (select jsonb_array_elements_text(${JSON.stringify(markers)}::jsonb))`,
  );
  for (const row of rows) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), Number(row.contract)]);
  return byMarker;
}

/** One act per invoice with its items (records of the user's act entity, typed by its declaration at the write). */
function actRows<F extends Fields, C extends Fields>(user: BuyingActUser<F, C>, { invoices, amounts, contractsOf }: ActFigures, month: ActMonth): ReadonlyArray<GeneratedRow<F, C>> {
  const byOwner = new Map<string, MarkerAmountRow[]>();
  for (const row of amounts) byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), row]);
  return invoices.map((invoice) => {
    const markers: MarkerAmount[] = [{ amount: invoice.unmarked, originalContracts: [] }];
    for (const owner of invoice.owners) {
      for (const row of byOwner.get(owner) ?? []) markers.push({ amount: row.amount, originalContracts: row.marker ? (contractsOf.get(row.marker) ?? []) : [] });
    }
    const items = buyingActItems(invoice.sum, markers);
    const record: Record<string, unknown> = {
      date: month.end,
      number: invoice.actNumber?.trim() || `${user.numberPrefix}-${month.start.slice(0, 7)}-${invoice.counterparty}`,
      sum: Number(invoice.sum),
      [user.counterparty]: invoice.counterparty,
      contract: invoice.contract,
      erirApi: invoice.erirApi,
      isUpdated: false,
      itemsSum: Number(invoice.sum),
      ...invoice.extra,
    };
    return { record, children: items.map((item) => ({ originalContract: item.originalContract, sum: item.sum })) };
  }) as unknown as ReadonlyArray<GeneratedRow<F, C>>;
}

export function buyingActGeneration<F extends Fields, C extends Fields>(user: BuyingActUser<F, C>): MonthGeneration {
  return defineMonthGeneration<F, C, ActFigures, MarkerAmountRow[]>({
    name: user.name,
    entity: user.act,
    monthField: 'date',
    key: user.counterparty,
    scopeField: user.counterparty,
    kept: (acts) => isNotNull(acts.ordId),
    replace: 'recreate',
    children: { entity: user.item, via: 'act' as keyof C & string },
    analytics: (analytics, month) => user.markerAmounts(analytics, month.start),
    async source({ tx, month, analytics }) {
      const invoices = await user.invoices(tx, month);
      const owners = new Set(invoices.flatMap((invoice) => invoice.owners));
      const amounts = analytics.filter((row) => owners.has(row.owner));
      return { invoices, amounts, contractsOf: await markerContracts(tx, [...new Set(amounts.map((row) => row.marker).filter(Boolean))]) };
    },
    rows: (figures, month) => actRows(user, figures, month),
    done: user.done,
  });
}
