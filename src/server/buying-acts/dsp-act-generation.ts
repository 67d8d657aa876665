/**
 * `POST erir/dsp/acts/?date=` (API.md "Buying side"): the month's DSP acts, the DSP user of the
 * buying-act generation. An act for each DSP with `needSendOrd` and an invoice of that month
 * with `amountWithNds` > 0, under the DSP's contract: `sum` = `amountWithNds`, `nalogBaseSum` =
 * `amountWithoutNds`, `nalogSum` = their difference; its markers are those of `dsp_stats` over
 * every identifier of the DSP.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { buyingActMessages } from '../../domain/buying-acts/buying-act-actions';
import { dspAct, dspActItem } from '../../domain/buying-acts/dsp-acts';
import type { ActMonth } from '../../domain/core/calendar/act-month';
import { dspMarkerAmounts } from '../analytics/marker-amounts';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import { systemReader } from '../items/readers';
import { dsp, dspContract, dspInvoice } from '../../domain/dsps/dsp-entities';
import { buyingActGeneration, type ActInvoice } from './buying-act-generation';
import { firstInvoices } from './first-invoices';
import { registeredOperatorSql } from './publisher-act-generation';

async function dspInvoices(tx: Executor, month: ActMonth): Promise<ActInvoice[]> {
  const read = systemReader("every DSP's invoice of the month gets its act, whoever started the generation");
  const rows = await rowsOf<{ dsp: string; contract: unknown; erirApi: string | null; actNumber: string | null; withNds: unknown; withoutNds: unknown; owners: unknown }>(
    tx,
    sql`
    select d.id as "dsp", d.contract_id as "contract", ${registeredOperatorSql('dc')} as "erirApi", i.act_number as "actNumber",
      i.amount_with_nds::text as "withNds", i.amount_without_nds::text as "withoutNds", to_json(d.dsp_id) as "owners"
    from ${read.rowsAs(dspInvoice, 'i')}
    join ${read.rowsAs(dsp, 'd')} on d.id = i.dsp_id
    left join ${read.rowsAs(dspContract, 'dc')} on dc.id = d.contract_id
    where d.need_send_ord and i.amount_with_nds > 0 and i.date >= ${month.start} and i.date < ${month.next}
    order by d.id, i.id`,
  );
  return firstInvoices(rows, (row) => row.dsp, (row) => {
    const withNds = new Decimal(String(row.withNds));
    const withoutNds = new Decimal(String(row.withoutNds ?? 0));
    return { sum: withNds.toString(), unmarked: '0', extra: { nalogBaseSum: withoutNds.toNumber(), nalogSum: withNds.minus(withoutNds).toNumber() } };
  });
}

export const dspActGeneration = buyingActGeneration({
  name: 'buying-acts.dsp-generate',
  act: dspAct,
  item: dspActItem,
  counterparty: 'dsp',
  numberPrefix: 'DA',
  done: buyingActMessages.dspGenerated,
  markerAmounts: dspMarkerAmounts,
  invoices: dspInvoices,
});
