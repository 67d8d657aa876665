/**
 * The registry's record kinds, read from the area manifests (src/domain/areas.ts): each area
 * declares the kinds it sends (core/registry-kind.ts), and the registry, the operators' mappings
 * and their types take the list, the entities and the per-kind tables from here. Two areas
 * declaring one kind is an error at start-up.
 */
import { areas, type ListedAreas } from './areas';
import type { AnyEntity, EntityDef, ModelOf } from './core/entity';
import type { ContractKind, RegistryKindDef, RegistryObject } from './core/registry-kind';

type RegistryOf<A> = A extends { registry: infer R } ? R : never;
type Declared = RegistryOf<ListedAreas[number]>;
type KeysOf<R> = R extends unknown ? keyof R : never;
type DeclarationIn<R, K extends PropertyKey> = R extends { readonly [P in K]: infer D } ? D : never;

/** Every declared kind. */
export type RegistryKind = KeysOf<Declared> & string;
export type DeclarationOf<K extends RegistryKind> = DeclarationIn<Declared, K>;
type KindsWhere<C> = { [K in RegistryKind]: DeclarationOf<K> extends C ? K : never }[RegistryKind];

/** The records a send starts from and writes its ids on (not our billing organisation, a media file or a statistic row). */
export type RecordKind = Exclude<RegistryKind, KindsWhere<{ stepOnly: true }>>;
/** The kinds that go to the operators as objects of their own, keyed by our external ids. */
export type OrdObjectKind = KindsWhere<{ object: RegistryObject }>;
/** Kinds whose ERIR verdict the operators report (a media file is no ERIR object of its own). */
export type OrdStatusKind = Exclude<OrdObjectKind, KindsWhere<{ object: 'media' }>>;
/** The kinds an act is sent as. */
export type OrdActKind = KindsWhere<{ object: 'invoice' }>;
/** The kinds a contract is sent as. */
export type OrdContractKind = KindsWhere<{ object: 'contract' }>;

type Model<E> = E extends EntityDef<infer F, infer K> ? ModelOf<F, K> : never;
/** A kind's record with the fields it is sent with. */
export type SentRecordOf<K extends RegistryKind> =
  DeclarationOf<K> extends { entity: infer E; fields: ReadonlyArray<infer F> } ? Pick<Model<E>, 'id' | Extract<F, keyof Model<E>>> : never;

function collect(): Record<RegistryKind, RegistryKindDef> {
  const kinds: Record<string, RegistryKindDef> = {};
  for (const area of areas) {
    for (const [kind, declaration] of Object.entries(area.registry ?? {})) {
      if (kind in kinds) throw new Error(`Registry kind ${kind} is declared twice (the second time by area ${area.name})`);
      kinds[kind] = declaration;
    }
  }
  return kinds as Record<RegistryKind, RegistryKindDef>;
}

export const registryKinds: Readonly<Record<RegistryKind, RegistryKindDef>> = collect();

export const registryKindNames = Object.keys(registryKinds) as RegistryKind[];

export const isRecordKind = (kind: string): kind is RecordKind => kind in registryKinds && !('stepOnly' in registryKinds[kind as RegistryKind]);

export const recordKinds = registryKindNames.filter(isRecordKind);

export const ordObjectKinds = registryKindNames.filter((kind): kind is OrdObjectKind => 'object' in registryKinds[kind]);

export const isOrdObjectKind = (kind: string): kind is OrdObjectKind => (ordObjectKinds as readonly string[]).includes(kind);

/** The operator object of a kind that goes as one. */
export const objectOf = (kind: OrdObjectKind): RegistryObject => (registryKinds[kind] as { object: RegistryObject }).object;

/** The entity of a kind's records. */
export function entityOf(kind: RegistryKind): AnyEntity {
  const declaration = registryKinds[kind];
  if (!('entity' in declaration)) throw new Error(`Registry kind ${kind} has no records`);
  return declaration.entity;
}

/** A contract kind's declaration. */
export const contractKindOf = (kind: OrdContractKind): ContractKind => registryKinds[kind] as ContractKind;

/** A table over the operator kinds, each kind's value read from its object (an object not in `byObject` leaves its kinds out). */
export function byObject<T>(byObject: Partial<Record<RegistryObject, T>>): Record<OrdStatusKind, T> {
  return Object.fromEntries(ordObjectKinds.flatMap((kind) => (byObject[objectOf(kind)] === undefined ? [] : [[kind, byObject[objectOf(kind)]]]))) as Record<OrdStatusKind, T>;
}
