/** Whether a write would change a stored value (numbers, timestamps and maps compared by meaning). */
import type { FieldDef } from '../../domain/core/fields';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

const isPlain = (value: unknown) => typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

export function sameValue(field: FieldDef, a: unknown, b: unknown): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === null || right === null) return left === right;
  // A plain object sent for a scalar is compared by content: converting one ({"toString": 1}) throws.
  if (isPlain(left) || isPlain(right)) return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
  switch (field.kind) {
    case 'int':
    case 'decimal':
    case 'money':
      return Number(left) === Number(right);
    case 'datetime':
      return Date.parse(String(left)) === Date.parse(String(right));
    case 'ref':
    case 'file':
      return String(left) === String(right);
    default:
      return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
  }
}
