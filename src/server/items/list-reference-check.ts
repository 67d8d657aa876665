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
  const errors: Record<string, string[]> = {};
  const errorCodes: Record<string, FieldErrorCode[]> = {};
  for (const [name, field] of entityFields(entity)) {
    if (field.kind !== 'reflist' || !(name in model) || !entitiesByName[field.ref]) continue;
    const kept = new Set(idsOf(existing?.[name]).map(String));
    const added = [...new Set(idsOf(model[name]).filter((id) => !kept.has(String(id))))];
    if (!added.length) continue;
    const table = tableOf(entitiesByName[field.ref]);
    const found = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, added))).map((row) => String(row.id)));
    const unknown = added.filter((id) => !found.has(String(id)));
    if (!unknown.length) continue;
    const error: FieldErrorCode = { code: 'values.unknownIds', values: { ids: unknown.join(', ') } };
    errors[name] = [messageOfCode(error)];
    errorCodes[name] = [error];
  }
  if (Object.keys(errors).length) throw invalidFormData(errors, { errorCodes });
}
