/**
 * A registry record kind as its area declares it in its manifest (issue 31 "Core IV"): the
 * record a send starts from, the operator object it goes as (which decides the operators'
 * collections, status types and where it stands in a send's order), our external-id prefix,
 * and what its planner needs. The registry's kinds, their entities and the operators' per-kind
 * tables are all read from these declarations (src/domain/registry-kinds.ts).
 */
import Decimal from 'decimal.js';
import type { ActionDef } from './actions/action';
import type { AnyEntity } from './entity';
import { roundMoney } from './money';

/** The ERIR object a kind goes to the operators as. */
export type RegistryObject = 'person' | 'contract' | 'platform' | 'media' | 'creative' | 'statistic' | 'invoice';

/** The part a counterparty plays in the ad chain (ERIR roles). */
export const ordRoles = ['advertiser', 'agency', 'publisher', 'ors'] as const;
export type OrdRole = (typeof ordRoles)[number];

/** A money amount without VAT and the VAT rate in percent (null: without VAT). */
export interface OrdMoney {
  withoutVat: number;
  vatRate: number | null;
}

/** A stored number (text from PostgreSQL, a number from the embedded database) as a decimal; none is 0. */
export const decimalOf = (value: unknown) => new Decimal(String(value ?? 0));

/** The sum with VAT at the rate, as money without VAT. */
export function lessVat(sum: unknown, rate: unknown): OrdMoney {
  const vat = decimalOf(rate);
  return { withoutVat: roundMoney(decimalOf(sum).dividedBy(vat.dividedBy(100).plus(1))), vatRate: vat.isZero() ? null : vat.toNumber() };
}

/** A contract's party: the field naming it, the kind it goes as, its side in the payloads, and the ERIR role it gives that legal entity. */
export interface ContractParty {
  field: string;
  kind: 'organisation' | 'legalEntity';
  side: 'client' | 'contractor';
  role?: OrdRole;
}

interface Sendable {
  /**
   * Its own send action (`GET …/to_erir/:id/`, params `id`, query `api`): through the chosen
   * operator, or, where `api` may be left out, through every operator that can be sent to now.
   */
  send?: ActionDef;
}

interface Sent extends Sendable {
  entity: AnyEntity;
  object: RegistryObject;
  /** Our external ids at the operators are `<prefix>-<id>`. */
  prefix: string;
  /** Only a step of other sends: none starts from it, nothing is written on it. */
  stepOnly?: true;
}

/** A kind with a planner of its own in the registry (its record is read field by field there). */
export interface OwnKind extends Sent {
  plan: 'organisation' | 'legalEntity' | 'platform' | 'creative' | 'statistic' | 'act';
  /** The fields it is sent with. */
  fields?: readonly string[];
}

/** A media file: a creative's stored file, not a record. */
export interface MediaKind extends Omit<Sent, 'entity'> {
  plan: 'media';
}

/** A contract: its parties first (in this order), an additional agreement's parent, then itself. */
export interface ContractKind extends Sent {
  plan: 'contract';
  fields: readonly string[];
  parties: readonly ContractParty[];
  /** The parent contract's field of an additional agreement. */
  parent?: string;
  /** A buying-side service contract for ad distribution: sent without type, subject, price or parent. */
  service?: true;
}

/** A record that goes to the registry as the legal entity it names (through another record's field when `through` is given). */
export interface SentAsKind extends Sendable {
  plan: 'sentAs';
  entity: AnyEntity;
  through?: { field: string; kind: string };
  /** The legal entity's field. */
  field: string;
  /** The registry refusal when it names none. */
  missing: string;
}

/** A buying-side act: its counterparty and contract first, then the act with its items and its "ready". */
export interface BuyingActKind extends Sent {
  plan: 'buyingAct';
  item: AnyEntity;
  /** The act's counterparty field and the kind it is sent as first. */
  counterparty: { field: string; kind: string };
  /** The kind of the act's contract, sent before the act. */
  contract: string;
  clientRole: OrdRole;
  contractorRole: OrdRole;
  /** The act's sum as money without VAT, from the act and its contract. */
  amount(act: Record<string, unknown>, contract: Record<string, unknown>): OrdMoney;
}

export type RegistryKindDef = OwnKind | MediaKind | ContractKind | SentAsKind | BuyingActKind;

/** An area's registry kinds, their literal types kept: the registry's kind types are read from them. */
export function defineRegistryKinds<const R extends Readonly<Record<string, RegistryKindDef>>>(kinds: R): R {
  return kinds;
}
