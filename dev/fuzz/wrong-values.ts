/**
 * Values of the wrong kind for a property, by its schema: impossible calendar dates (2026-02-30,
 * 2026-13-01), numbers out of every column's range, other JSON types. A body with each field
 * wrong in turn, or all at once, reaches the code that adjusts one field from another before
 * validating it (an order's dates), which a random value rarely does.
 */
import type { JsonSchema } from './openapi-routes';

export const impossibleDates: readonly unknown[] = ['2026-02-30', '2026-13-01', 'x', 1, true, '2025-02-29', '2026-04-31', '0000-00-00', {}];
const impossibleTimes: readonly unknown[] = ['2026-02-30T10:00:00Z', '2026-13-01T00:00:00Z', 'x', 1, true, '2026-01-01T25:61:00Z', {}];
const wrongNumbers: readonly unknown[] = [1e12, -1e15, 'x', true, '1e999', 1e308, '1,2,3', {}, []];
const wrongIntegers: readonly unknown[] = [2 ** 31, -(2 ** 31) - 1, 1.5, 'x', true, 1e20, '1e3', {}, []];
const wrongBooleans: readonly unknown[] = ['x', 1, 'yes', {}, [], 0, 'null'];
const wrongStrings: readonly unknown[] = [1, true, {}, [], 'x'.repeat(3_000), -1, [null]];
const wrongChoices: readonly unknown[] = ['NOPE', 1, true, {}, [], '', 'x'.repeat(300)];
const wrongReferences: readonly unknown[] = [0, -1, 'x', 2 ** 31, true, 1.5, {}, [1], 99_999_999];
const wrongLists: readonly unknown[] = ['x', 1, {}, [{}], [[1]], [null], [true]];
const wrongObjects: readonly unknown[] = ['x', 1, [1], { a: { b: 1 } }, true, { a: [1] }];

export function wrongValuesOf(schema: JsonSchema): readonly unknown[] {
  if (schema.oneOf?.length) return wrongReferences;
  if (schema.enum?.length) return wrongChoices;
  switch (schema.type) {
    case 'integer':
      return wrongIntegers;
    case 'number':
      return wrongNumbers;
    case 'boolean':
      return wrongBooleans;
    case 'array':
      return wrongLists;
    case 'object':
      return wrongObjects;
    case 'string':
      if (schema.format === 'date') return impossibleDates;
      if (schema.format === 'date-time') return impossibleTimes;
      return wrongStrings;
    default:
      return wrongObjects;
  }
}

/** How many bodies `wrongBody` makes for a schema: every wrong value of every property comes once. */
export function wrongBodyCount(schema: JsonSchema): number {
  return Math.max(0, ...Object.values(schema.properties ?? {}).map((property) => wrongValuesOf(property).length));
}

/** The `variant`-th body with every property (read-only ones too) wrong at once. */
export function wrongBody(schema: JsonSchema, variant: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const values = wrongValuesOf(property);
      return [name, values[variant % values.length]];
    }),
  );
}

/**
 * The `variant`-th body with one property wrong in a valid body: property `variant` modulo
 * their number, its wrong value by the quotient.
 */
export function oneWrongBody(schema: JsonSchema, valid: Record<string, unknown>, variant: number): Record<string, unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return valid;
  const [name, property] = properties[variant % properties.length];
  const values = wrongValuesOf(property);
  return { ...valid, [name]: values[Math.floor(variant / properties.length) % values.length] };
}
