/**
 * A buying-side act in the operators' terms (OrdActInput; API.md "Buying side"): a publisher act
 * is what we owe the publisher under its contract (we, the ad-system operator, are the client;
 * the publisher the contractor), a DSP act what the DSP owes us under its contract. Its amount
 * without VAT is the act's sum less its contract's VAT (a DSP act states its tax base itself);
 * each item with an original contract carries its share (the item without contract is not
 * sent: the operators take items only under a registered original contract).
 */
import Decimal from 'decimal.js';
import { eq, isNotNull, and, asc } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { publisherAct, publisherActItem } from '../../domain/buying-acts/publisher-acts';
import { dspAct, dspActItem } from '../../domain/buying-acts/dsp-acts';
import { dspContract } from '../../domain/dsps/dsp-entities';
import { publisherContract } from '../../domain/publishers/publisher-entities';
import { actMonth } from '../../domain/core/calendar/act-month';
import { roundMoney } from '../../domain/core/money';
import type { Executor } from '../db/connection';
import type { EntityRecord } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import type { OrdActInput, OrdMoney, OrdRole } from '../integrations/ord';
import { NotSendable } from './not-sendable';
import { required } from './plan-records';
import type { RecordKind } from './record-kinds';

export interface BuyingActKind {
  kind: 'publisherAct' | 'dspAct';
  act: AnyEntity;
  item: AnyEntity;
  /** The act's counterparty field and the record kind it is sent as first. */
  counterparty: { field: string; kind: RecordKind };
  /** The act's contract, sent before the act. */
  contract: { kind: 'publisherContract' | 'dspContract'; entity: AnyEntity };
  clientRole: OrdRole;
  contractorRole: OrdRole;
  /** The act's sum as money without VAT, from the act and its contract. */
  amount(act: EntityRecord, contract: EntityRecord): OrdMoney;
}

const num = (value: unknown) => new Decimal(String(value ?? 0));

/** The sum with VAT at the contract's rate, as money without VAT. */
function lessVat(sum: unknown, nds: unknown): OrdMoney {
  const rate = num(nds);
  return { withoutVat: roundMoney(num(sum).dividedBy(rate.dividedBy(100).plus(1))), vatRate: rate.isZero() ? null : rate.toNumber() };
}

export const buyingActKinds = {
  publisherAct: {
    kind: 'publisherAct',
    act: publisherAct,
    item: publisherActItem,
    counterparty: { field: 'publisher', kind: 'publisher' },
    contract: { kind: 'publisherContract', entity: publisherContract },
    clientRole: 'ors',
    contractorRole: 'publisher',
    amount: (act, contract) => lessVat(act.sum, contract.nds),
  },
  dspAct: {
    kind: 'dspAct',
    act: dspAct,
    item: dspActItem,
    counterparty: { field: 'dsp', kind: 'dsp' },
    contract: { kind: 'dspContract', entity: dspContract },
    // The DSP buys from us: it is the client (an ad-system operator), we the contractor (the publisher side of the deal).
    clientRole: 'ors',
    contractorRole: 'publisher',
    amount: (act, contract) => ({ withoutVat: num(act.nalogBaseSum).toNumber(), vatRate: num(contract.nds).isZero() ? null : num(contract.nds).toNumber() }),
  },
} as const satisfies Record<string, BuyingActKind>;

export type BuyingActKindName = keyof typeof buyingActKinds;

export async function ordBuyingActInput(tx: Executor, shape: BuyingActKind, act: EntityRecord): Promise<OrdActInput> {
  if (act.contract === null || act.contract === undefined) throw new NotSendable('registryActs.withoutContract');
  const contract = await required(tx, shape.contract.entity, Number(act.contract));
  const amount = shape.amount(act, contract);
  const items = systemReader('an act is sent with all its items, whoever asked for the send').rows(shape.item);
  const rows = await tx
    .select({ originalContract: items.originalContract, sum: items.sum })
    .from(items)
    .where(and(eq(items.act, act.id as number), isNotNull(items.originalContract)))
    .orderBy(asc(items.id));
  const month = actMonth(String(act.date));
  const share = (sum: unknown): OrdMoney => (amount.vatRate === null ? { withoutVat: num(sum).toNumber(), vatRate: null } : lessVat(sum, amount.vatRate));
  return {
    id: act.id as number,
    kind: shape.kind,
    contractId: Number(act.contract),
    contractKind: shape.contract.kind,
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
