/**
 * A contract as both operators' mappings read it, whatever its kind: its common terms, and its
 * parties and parent named by the fields its kind declares (src/domain/registry-kinds.ts).
 */
import { contractKindOf } from '../../../domain/registry-kinds';
import type { ContractKind, ContractParty } from '../../../domain/core/registry-kind';
import type { OrdContractInput } from './records';

/** The terms both mappings read (a service contract has only the first ones: id, number, date). */
export interface ContractTerms {
  id: number;
  number: string | null;
  date: string | null;
  type: string | null;
  intermediaryType: string | null;
  subject: string | null;
  price: number | null;
  ndsIncluded: boolean | null;
}

/** An operator's reference to a party, refused (keyed by our field) when the record names none. */
export type PartyRef = (kind: ContractParty['kind'], id: number | string | null, field: string) => string;

export interface ContractReading {
  declaration: ContractKind;
  record: ContractTerms;
  /** The party on one side, as the operator names it. */
  party(side: ContractParty['side'], ref: PartyRef): string;
  /** The parent's field and id (an additional agreement's). */
  parent: { field: string; id: unknown };
}

export function readContract(input: OrdContractInput): ContractReading {
  const declaration = contractKindOf(input.kind);
  const fields = input.record as unknown as Record<string, unknown>;
  const parentField = declaration.parent ?? '';
  return {
    declaration,
    record: input.record as unknown as ContractTerms,
    party(side, ref) {
      const party = declaration.parties.find((one) => one.side === side)!;
      return ref(party.kind, fields[party.field] as number | string | null, party.field);
    },
    parent: { field: parentField, id: fields[parentField] ?? null },
  };
}
