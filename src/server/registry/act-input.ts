/**
 * An order act in the operators' terms (OrdActInput): the act's month as its period, its sum
 * without VAT at the order's VAT rate (none when the order charges no VAT), the commission when
 * the contract is an intermediary one, and each item's original contract with the creatives of
 * the order made for it, but for those registered elsewhere (another operator holds them, so
 * ours cannot name them). We sell as the ad-system operator (ORS) to the advertiser, or to the
 * agency under an intermediary contract. Their shows are the free statistics sent before the act
 * (ERIR links them to it by creative, contract and period), so no item lists platforms.
 */
import { sql } from 'drizzle-orm';
import { actMonth } from '../../domain/core/calendar/act-month';
import { registeredElsewhere } from '../../domain/creatives/creative-validation';
import type { Executor } from '../db/connection';
import { rowsOf } from '../db/raw-rows';
import type { EntityRecord } from '../items/entity-hooks';
import { items as itemsOf } from '../items/items';
import { systemActor } from '../items/system-actor';
import { readerFor } from '../items/readers';
import { erirActItem } from '../../domain/registry-acts/erir-acts';
import { entityOf } from '../../domain/registry-kinds';
import { order } from '../../domain/sales/orders';
import type { OrdActInput } from '../integrations/ord';
import { NotSendable } from './not-sendable';

interface ItemCreative {
  id: number;
  marker: string | null;
  ordId: string | null;
}

const num = (value: unknown) => Number(value ?? 0);

/** The item's creatives our operator can name (json from either driver). */
function creativesOf(value: unknown): ItemCreative[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as ItemCreative[] | null;
  return (list ?? []).map((c) => ({ ...c, id: num(c.id) })).filter((c) => !registeredElsewhere(c));
}

export async function ordActInput(tx: Executor, act: EntityRecord): Promise<OrdActInput> {
  if (act.contract === null || act.contract === undefined) throw new NotSendable('registryActs.withoutContract');
  const month = actMonth(String(act.date));
  // The send job reads as the system.
  const scope = { actor: systemActor(null), tx };
  const [terms, placed] = await Promise.all([itemsOf(entityOf('contract'), scope).read(act.contract as number), act.order ? itemsOf(order, scope).read(act.order as number) : null]);
  const chargesVat = placed !== null && num(placed.sumWithNds) !== num(placed.sumWithoutNds);
  const vatRate = chargesVat ? num(placed.nds) : null;
  const read = readerFor(scope.actor);
  const items = await rowsOf<{ originalContract: unknown; sum: unknown; creatives: unknown }>(
    tx,
    sql`
    select i.original_contract_id as "originalContract", i.sum as "sum",
           coalesce((select json_agg(json_build_object('id', c.id, 'marker', c.marker, 'ordId', c.ord_id) order by c.id) from ${read.rowsAs(entityOf('creative'), 'c')}
                     where c.contract_id = i.original_contract_id and c.orders @> array[${act.order ?? 0}::integer]), '[]') as "creatives"
    from ${read.rowsAs(erirActItem, 'i')} where i.act_id = ${act.id} and i.original_contract_id is not null order by i.id`,
  );
  const intermediary = terms?.type === 'INTERMEDIARY';
  return {
    id: act.id as number,
    contractId: act.contract as number,
    number: (act.number as string | null) ?? null,
    date: String(act.date),
    periodStart: month.start,
    periodEnd: month.end,
    amount: { withoutVat: num(act.sum), vatRate },
    commission: intermediary && act.commissionSum !== null ? { withoutVat: num(act.commissionSum), vatRate } : null,
    clientRole: intermediary ? 'agency' : 'advertiser',
    contractorRole: 'ors',
    items: items.map((item) => ({
      originalContractId: num(item.originalContract),
      amount: { withoutVat: num(item.sum), vatRate },
      creatives: creativesOf(item.creatives).map((creative) => ({ creativeId: creative.id, platforms: [] })),
    })),
  };
}
