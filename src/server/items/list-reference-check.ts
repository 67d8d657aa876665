/**
 * API.md "References to lists": every id a write adds to a list of references (a domain's
 * `tags`, a publisher's `panels`) must name an existing row; the unknown ones are a 400 on the
 * field naming them. Ids the row already held are not asked again (a write of other fields
 * goes through).
 */
import { inArray } from 'drizzle-orm';
import { entityFields, type AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import { invalidFormData } from '../../domain/core/refusals/refusal';
import { messageOfCode, type FieldErrorCode } from '../../domain/core/validation/value-limits';
import { tableOf } from '../db/entity-tables';
import type { Executor } from '../db/connection';

const idsOf = (value: unknown): Array<number | string> => (Array.isArray(value) ? value.filter((id) => typeof id === 'number' || typeof id === 'string') : []);

export async function refuseUnknownListIds(tx: Executor, entity: AnyEntity, model: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void> {
  await refuseUnknownListIdsOfMany(tx, entity, [{ model, existing }]);
}

type ListWrite = { model: Record<string, unknown>; existing: Record<string, unknown> | null };

/** The same for many rows of one write: one look-up per list field for all of them; the first row naming an unknown id is refused. */
export async function refuseUnknownListIdsOfMany(tx: Executor, entity: AnyEntity, writes: readonly ListWrite[]): Promise<void> {
  const lists = entityFields(entity).filter(([name, field]) => field.kind === 'reflist' && entitiesByName[field.ref] && writes.some(({ model }) => name in model));
  const addedOf = (name: string, { model, existing }: ListWrite) => {
    const kept = new Set(idsOf(existing?.[name]).map(String));
    return name in model ? [...new Set(idsOf(model[name]).filter((id) => !kept.has(String(id))))] : [];
  };
  const found = new Map<string, Set<string>>();
  for (const [name, field] of lists) {
    if (field.kind !== 'reflist') continue;
    const added = [...new Set(writes.flatMap((write) => addedOf(name, write)))];
    const table = tableOf(entitiesByName[field.ref]);
    const known = new Set<string>();
    for (let start = 0; start < added.length; start += 10_000) {
      for (const row of await tx.select({ id: table.id }).from(table).where(inArray(table.id, added.slice(start, start + 10_000)))) known.add(String(row.id));
    }
    found.set(name, known);
  }
  for (const write of writes) {
    const errors: Record<string, string[]> = {};
    const errorCodes: Record<string, FieldErrorCode[]> = {};
    for (const [name] of lists) {
      const unknown = addedOf(name, write).filter((id) => !found.get(name)?.has(String(id)));
      if (!unknown.length) continue;
      const error: FieldErrorCode = { code: 'values.unknownIds', values: { ids: unknown.join(', ') } };
      errors[name] = [messageOfCode(error)];
      errorCodes[name] = [error];
    }
    if (Object.keys(errors).length) throw invalidFormData(errors, { errorCodes });
  }
}
