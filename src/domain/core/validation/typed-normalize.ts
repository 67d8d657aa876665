/**
 * Values that follow a write's changed fields (the entity's `normalize`: an order's end and
 * report dates after its start date) are computed from values of the right type only: a
 * model with a field of the wrong type, or an impossible date, is handed on unchanged, so the
 * schema refuses it with field errors instead of an adjustment failing on it. The server's
 * writer and the browser's form both go through here (the form's preview of derived sums too).
 */
import { z } from 'zod';
import type { AnyEntity, ModelOf } from '../entity';
import type { Fields } from '../fields';
import { fieldSchema, writableFields } from './entity-schema';

const typeSchemas = new Map<string, z.ZodType<Record<string, unknown>>>();

/** Each writable field's own schema (kind, real calendar dates, ranges), without required or the rules. */
function typesOf(entity: AnyEntity, mode: 'create' | 'update'): z.ZodType<Record<string, unknown>> {
  const key = `${entity.name}:${mode}`;
  let schema = typeSchemas.get(key);
  if (!schema) {
    schema = z.object(Object.fromEntries(writableFields(entity, mode).map(([name, field]) => [name, fieldSchema(field)])));
    typeSchemas.set(key, schema);
  }
  return schema;
}

/** The model with its writable fields parsed by their own schemas, or null when one has the wrong type. */
export function typedModel<M extends Record<string, unknown>>(entity: AnyEntity, model: M, mode: 'create' | 'update'): M | null {
  const typed = typesOf(entity, mode).safeParse(model);
  return typed.success ? { ...model, ...typed.data } : null;
}

export function normalizedWhenTyped<M extends Record<string, unknown>>(
  entity: AnyEntity,
  model: M,
  previous: M | null,
  changed: Iterable<string>,
  mode: 'create' | 'update',
): M {
  if (!entity.normalize) return model;
  const typed = typedModel(entity, model, mode);
  if (!typed) return model;
  // Only the values normalize sets are taken over; the others stay as sent, for the schema to parse.
  return { ...model, ...entity.normalize(typed as unknown as ModelOf<Fields>, previous as unknown as ModelOf<Fields> | null, new Set(changed)) };
}
