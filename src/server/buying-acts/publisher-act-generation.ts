/**
 * `POST erir/publisher/acts/?date=` (API.md "Buying side"): the month's publisher acts, the
 * publisher user of the buying-act generation. An act for each publisher with `needOrdReport`
 * and an invoice of that month with `amountWithNds` > 0, under the publisher's contract; its
 * markers are those its sources (panels, SSPs, non-media) showed in `publisher_stats`; the
 * non-media figures uploaded here carry no marker and fall into the item without contract.
 */
import { sql } from 'drizzle-orm';
import { buyingActMessages } from '../../domain/buying-acts/buying-act-actions';
import { publisherAct, publisherActItem } from '../../domain/buying-acts/publisher-acts';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import { publisherMarkerAmounts } from '../analytics/marker-amounts';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { nonMedia, publisher, publisherContract } from '../../domain/publishers/publisher-entities';
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';
import { buyingActGeneration, type ActInvoice } from './buying-act-generation';
import { firstInvoices } from './first-invoices';
import { sourceOwners } from '../publishers/publisher-sources';

/** The operator a contract is registered with, first of VK, Ozon, OTM (null: none). */
export const registeredOperatorSql = (alias: string) => sql.raw(`case when ${alias}.vk_id is not null then 'VK' when ${alias}.ozon_id is not null then 'OZON' when ${alias}.otm_id is not null then 'OTM' end`);

async function publisherInvoices(tx: Executor, month: ActMonth): Promise<ActInvoice[]> {
  const read = systemReader("every publisher's invoice of the month gets its act, whoever started the generation");
  const rows = await rowsOf<{ publisher: unknown; contract: unknown; erirApi: string | null; actNumber: string | null; sum: unknown; unmarked: unknown }>(
    tx,
    sql`
    select p.id as "publisher", p.contract_id as "contract", ${registeredOperatorSql('pc')} as "erirApi", i.act_number as "actNumber", i.amount_with_nds::text as "sum",
      coalesce((select sum(f.amount) from nonmedia_figures f join ${read.rowsAs(nonMedia, 'n')} on n.id = f.nonmedia_id
                where n.publisher_id = p.id and f.day >= ${month.start} and f.day < ${month.next}), 0)::text as "unmarked"
    from ${read.rowsAs(publisherInvoice, 'i')}
    join ${read.rowsAs(publisher, 'p')} on p.id = i.publisher_id
    left join ${read.rowsAs(publisherContract, 'pc')} on pc.id = p.contract_id
    where p.need_ord_report and i.amount_with_nds > 0 and i.date >= ${month.start} and i.date < ${month.next}
    order by p.id, i.id`,
  );
  // Each publisher's sources (`KIND:id`), as its invoices count them.
  const sourcesOf = new Map<number, string[]>();
  for (const [source, owner] of await sourceOwners(tx, null)) sourcesOf.set(owner, [...(sourcesOf.get(owner) ?? []), source]);
  return firstInvoices(
    rows.map((row) => ({ ...row, owners: sourcesOf.get(Number(row.publisher)) ?? [] })),
    (row) => Number(row.publisher),
    (row) => ({ sum: String(row.sum), unmarked: String(row.unmarked ?? 0), extra: {} }),
  );
}

export const publisherActGeneration = buyingActGeneration({
  name: 'buying-acts.publisher-generate',
  act: publisherAct,
  item: publisherActItem,
  counterparty: 'publisher',
  numberPrefix: 'PA',
  done: buyingActMessages.publisherGenerated,
  markerAmounts: publisherMarkerAmounts,
  invoices: publisherInvoices,
});
