/**
 * What the send plan reads about records beside their own fields: a legal entity's ERIR roles
 * and OKSM code, a creative's KKTU codes, name and default operator, a media file's row.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AnyEntity } from '../../domain/core/entity';
import { country, kktu } from '../../domain/reference/reference';
import { order } from '../../domain/sales/orders';
import { entityOf, registryKinds, registryKindNames } from '../../domain/registry-kinds';
import type { Executor } from '../db/connection';
import { files } from '../db/system-tables';
import { items } from '../items/items';
import { systemActor } from '../items/system-actor';
import { systemReader } from '../items/readers';
import { notFound } from '../../domain/core/refusals/refusal';
import type { OrdRole } from '../integrations/ord';

/** What the registry sends is every record's, whoever asked for the send. */
const plan = systemReader('the send plan reads what the registry needs of any record, as the job it runs in');

/** A record the send plan needs (the job reads as the system). */
export async function required(db: Executor, entity: AnyEntity, id: number | string): Promise<Record<string, unknown>> {
  const record = await items(entity, { actor: systemActor(null), tx: db }).read(id);
  if (!record) throw notFound();
  return record;
}

export const pickFields = <T>(record: Record<string, unknown>, names: readonly string[]): T =>
  Object.fromEntries(['id', ...names].map((name) => [name, record[name] ?? null])) as T;

/**
 * ERIR roles from where the legal entity appears: the role each contract kind declares for the
 * party it is (an original contract's `client` an agency, its customer or a client contract's
 * client an advertiser, a publisher contract's party a publisher); an advertiser when it is none.
 */
export async function rolesOf(db: Executor, id: number): Promise<OrdRole[]> {
  const found = new Set<OrdRole>();
  for (const kind of registryKindNames) {
    const declaration = registryKinds[kind];
    if (declaration.plan !== 'contract') continue;
    for (const party of declaration.parties) {
      if (!party.role || party.kind !== 'legalEntity' || found.has(party.role)) continue;
      const contracts = plan.rows(declaration.entity);
      const [row] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts[party.field as 'id'], id)).limit(1);
      if (row) found.add(party.role);
    }
  }
  const advertiser = found.has('advertiser') || (!found.has('agency') && !found.has('publisher'));
  return [...(advertiser ? ['advertiser' as const] : []), ...(found.has('agency') ? ['agency' as const] : []), ...(found.has('publisher') ? ['publisher' as const] : [])];
}

/** The OKSM code when the country's code is the numeric one; alpha codes are not OKSM. */
export async function oksmOf(db: Executor, countryId: unknown): Promise<string | null> {
  if (countryId === null || countryId === undefined) return null;
  const countries = plan.rows(country);
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, Number(countryId)));
  const code = typeof row?.code === 'string' ? row.code.trim() : '';
  return /^\d{3}$/.test(code) ? code : null;
}

export async function kktuCodes(db: Executor, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const table = plan.rows(kktu);
  const rows = await db.select({ id: table.id, code: table.code }).from(table).where(inArray(table.id, ids));
  const byId = new Map(rows.map((row) => [Number(row.id), String(row.code)]));
  return ids.flatMap((kktuId) => (byId.has(Number(kktuId)) ? [byId.get(Number(kktuId))!] : []));
}

/** A value of the creative's primary order, else of its first order that has one. */
async function fromOrders(db: Executor, record: Record<string, unknown>, column: 'name' | 'ord'): Promise<string | null> {
  const ids = [record.primarilyOrder, ...((record.orders as number[] | null) ?? [])].filter((v): v is number => v !== null && v !== undefined);
  if (!ids.length) return null;
  const table = plan.rows(order);
  const rows = await db.select({ id: table.id, value: table[column] }).from(table).where(inArray(table.id, ids.map(Number)));
  const byId = new Map(rows.map((row) => [Number(row.id), row.value as string | null]));
  return ids.map((orderId) => byId.get(Number(orderId))).find((value): value is string => !!value) ?? null;
}

/** A name for people at the operator: the primary order's name, else the first order's. */
export const creativeName = (db: Executor, record: Record<string, unknown>) => fromOrders(db, record, 'name');

/** The operator a creative goes through when none is asked for: its primary (else first) order's choice. */
export async function creativeOperator(db: Executor, creativeId: number): Promise<string | null> {
  return fromOrders(db, await required(db, entityOf('creative'), creativeId), 'ord');
}

export type StoredFile = typeof files.$inferSelect;

/** The stored files of a creative, in its order (a listed file that is gone is left out). */
export async function storedFiles(db: Executor, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(files).where(inArray(files.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(Number(id)) ? [byId.get(Number(id))!] : []));
}
