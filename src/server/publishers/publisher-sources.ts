/**
 * What the publisher side reads about its sources in the database beside the analytics figures
 * (API.md "Buying side"): which publisher owns each source (`KIND:id`), the publishers' contract
 * VAT, and the month's non-media uploads summed per source (they count as NONMEDIA rows).
 */
import { sql } from 'drizzle-orm';
import { sourceKey, type SourceFigures } from '../../domain/publishers/publisher-invoice-rows';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { counterpartyInvoiceNds } from '../buying-invoices/invoice-contract-nds';
import { nonMedia, panel, publisher as publisherEntity, publisherContract, ssp } from '../../domain/publishers/publisher-entities';

const read = systemReader("a month's invoices and acts cover every publisher's sources, whoever started them");

/** The publisher of every source (only the given publisher's when one is given), by `KIND:id`. */
export async function sourceOwners(tx: Executor, publisher: number | null): Promise<Map<string, number>> {
  const only = publisher === null ? sql`true` : sql`publisher_id = ${publisher}`;
  const rows = await rowsOf<{ kind: string; id: string; publisher: number }>(
    tx,
    sql`select 'PANEL' as kind, id, publisher_id as publisher from ${read.rows(panel)} where publisher_id is not null and ${only}
        union all select 'SSP', id, publisher_id from ${read.rows(ssp)} where publisher_id is not null and ${only}
        union all select 'NONMEDIA', id, publisher_id from ${read.rows(nonMedia)} where publisher_id is not null and ${only}`,
  );
  return new Map(rows.map((row) => [sourceKey(row.kind, row.id), Number(row.publisher)]));
}

/** Each publisher's invoice VAT percent, from its contract (invoice-contract-nds.ts). */
export async function publisherNds(tx: Executor, publisher: number | null): Promise<Map<number, number>> {
  const nds = await counterpartyInvoiceNds(tx, { counterparty: publisherEntity, contract: publisherContract }, publisher === null ? null : [publisher]);
  return new Map([...nds].map(([id, percent]) => [Number(id), percent]));
}

/** The non-media uploads of the month, per source (no clicks). */
export async function nonMediaSums(tx: Executor, month: ActMonth): Promise<SourceFigures[]> {
  const rows = await rowsOf<{ id: string; impressions: string | number; amount: string }>(
    tx,
    sql`select nonmedia_id as id, sum(impressions) as impressions, sum(amount)::text as amount from nonmedia_figures
        where day >= ${month.start} and day < ${month.next} group by nonmedia_id`,
  );
  return rows.map((row) => ({ sourceKind: 'NONMEDIA', sourceId: row.id, impressions: Number(row.impressions), clicks: 0, amount: row.amount }));
}
