/**
 * A buying-side act in the operators' terms (OrdActInput; API.md "Buying side"), as its kind
 * declares it (its roles, its contract's kind, its amount without VAT): each item with an
 * original contract carries its share (the item without contract is not sent: the operators
 * take items only under a registered original contract).
 */
import { eq, isNotNull, and, asc } from 'drizzle-orm';
import type { BuyingActKind } from '../../domain/core/registry-kind';
import { decimalOf, lessVat } from '../../domain/core/registry-kind';
import { actMonth } from '../../domain/core/calendar/act-month';
import { contractKindOf, type OrdActKind } from '../../domain/registry-kinds';
import type { Executor } from '../db/connection';
import type { EntityRecord } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import type { OrdActInput, OrdContractKind, OrdMoney } from '../integrations/ord';
import { NotSendable } from './not-sendable';
import { required } from './plan-records';

export async function ordBuyingActInput(tx: Executor, kind: OrdActKind, shape: BuyingActKind, act: EntityRecord): Promise<OrdActInput> {
  if (act.contract === null || act.contract === undefined) throw new NotSendable('registryActs.withoutContract');
  const contractKind = shape.contract as OrdContractKind;
  const contract = await required(tx, contractKindOf(contractKind).entity, Number(act.contract));
  const amount = shape.amount(act, contract);
  const items = systemReader('an act is sent with all its items, whoever asked for the send').rows(shape.item);
  const rows = await tx
    .select({ originalContract: items.originalContract, sum: items.sum })
    .from(items)
    .where(and(eq(items.act, act.id as number), isNotNull(items.originalContract)))
    .orderBy(asc(items.id));
  const month = actMonth(String(act.date));
  const share = (sum: unknown): OrdMoney => (amount.vatRate === null ? { withoutVat: decimalOf(sum).toNumber(), vatRate: null } : lessVat(sum, amount.vatRate));
  return {
    id: act.id as number,
    kind,
    contractId: Number(act.contract),
    contractKind,
    number: (act.number as string | null) ?? null,
    date: String(act.date),
    periodStart: month.start,
    periodEnd: month.end,
    amount,
    commission: null,
    clientRole: shape.clientRole,
    contractorRole: shape.contractorRole,
    items: rows.map((row) => ({ originalContractId: Number(row.originalContract), amount: share(row.sum), creatives: [] })),
  };
}
