/**
 * Values that fit an OpenAPI schema (the subset the server's document uses), so that
 * generated bodies get past the first checks and reach the deeper ones.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  if (schema.format === 'date') return isoDate.map((iso) => iso.slice(0, 10));
  if (schema.format === 'date-time') return isoDate;
  return fc.oneof(fc.string({ maxLength: 30 }), fc.emailAddress());
}

function plainValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.oneOf?.length) return fc.oneof(...schema.oneOf.map(valueOf));
  switch (schema.type) {
    case 'integer':
      return fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }));
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: -1e9, max: 1e9, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 });
    case 'object':
      return objectOf(schema);
    case 'string':
      return stringOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the schema (or null, where the schema allows it). */
export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const plain = plainValueOf(schema);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

/** An object of the schema: required properties always, the others now and then. */
export function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => !property.readOnly);
  if (!properties.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const required = new Set(schema.required ?? []);
  return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, valueOf(property)])), {
    requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
  }) as fc.Arbitrary<Record<string, unknown>>;
}
