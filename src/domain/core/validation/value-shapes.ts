/**
 * The JSON shape each field kind accepts, checked on every field a write names (server-set,
 * create-only and id fields included) before anything compares or converts the value: an object
 * where a scalar is expected is a 400 on that field, never a TypeError further on.
 */
import { entityFields, type AnyEntity, type FieldErrors } from '../entity';
import { isListKind, type FieldDef } from '../fields';
import { messages } from '../rules/field-rules';

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value sent for a field has the shape of the field's kind (its content is validation's). */
export function fitsShape(field: Pick<FieldDef, 'kind'>, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (isListKind(field.kind)) return Array.isArray(value) && value.every(isScalar);
  if (field.kind === 'json') return isPlainObject(value) && Object.values(value as object).every(isScalar);
  return isScalar(value);
}

/** Fields of a write body whose value has the wrong shape, with the `id` and `updatedAt` every entity has. */
export function shapeErrors(entity: AnyEntity, input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const declared = new Map<string, Pick<FieldDef, 'kind'>>([
    ['id', { kind: 'string' }],
    ['updatedAt', { kind: 'datetime' }],
    ['createdAt', { kind: 'datetime' }],
    ['createdBy', { kind: 'ref' }],
    ['updatedBy', { kind: 'ref' }],
    ...entityFields(entity),
  ]);
  for (const [name, field] of declared) {
    if (Object.hasOwn(input, name) && !fitsShape(field, input[name])) errors[name] = [messages.invalid];
  }
  return errors;
}
