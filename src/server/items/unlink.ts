/**
 * Taking one item out of a reference list instead of deleting the record
 * (`DELETE creatives/{id}/?order={orderId}`, a field's `unlinkParam`): an update of that list,
 * with the update's access, validation and history.
 */
import { entityFields, type Actor, type AnyEntity } from '../../domain/core/entity';
import { entitiesByName } from '../../domain/core/entities';
import type { FieldDef } from '../../domain/core/fields';
import { messages } from '../../domain/core/rules/field-rules';
import { invalidFormData, notFound, refuse } from '../../domain/core/refusals/refusal';
import type { ServerContext } from '../server-context';
import { readOne } from './entity-reader';
import { updateEntity } from './entity-writer';

/** The list field a delete's query names by its `unlinkParam`, with the id to take out; null for a plain delete. */
export function unlinkRequest(entity: AnyEntity, query: Record<string, unknown>): { field: string; param: string; value: number | string } | null {
  for (const [name, field] of entityFields(entity)) {
    const param = (field as FieldDef & { unlinkParam?: string }).unlinkParam;
    if (field.kind !== 'reflist' || !param || !Object.hasOwn(query, param)) continue;
    const raw = query[param];
    const textId = entitiesByName[field.ref]?.idKind === 'text';
    if (typeof raw !== 'string' || (textId ? !raw.trim() || raw.length > 200 : !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647 || Number(raw) === 0)) {
      throw invalidFormData({ [param]: [messages.invalid] });
    }
    return { field: name, param, value: textId ? raw : Number(raw) };
  }
  return null;
}

export async function unlinkFromList(
  ctx: ServerContext,
  entity: AnyEntity,
  actor: Actor,
  id: number | string,
  request: { field: string; param: string; value: number | string },
): Promise<void> {
  const record = await readOne(ctx.database.db, entity, id);
  if (!record) throw notFound();
  const list = (record[request.field] as Array<number | string>) ?? [];
  if (!list.some((item) => String(item) === String(request.value))) throw refuse.notFound('entity.notLinked', { param: request.param, value: String(request.value) });
  await updateEntity(ctx, entity, actor, id, { [request.field]: list.filter((item) => String(item) !== String(request.value)) });
}
