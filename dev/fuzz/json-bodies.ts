/**
 * JSON bodies for a route: generated from its schema, then mutated — a field of the wrong
 * type or an impossible value for its kind (wrong-values.ts), an object in any field of the
 * model (server-set and id fields too), every field wrong at once, prototype names as keys, the object wrapped in an array
 * or replaced by another shape, and raw texts JSON.parse takes badly (1e999, cut short, deep).
 */
import fc from 'fast-check';
import { hostileValue, longText, poison, poisonCharacters, prototypeNames, withOwnKey } from './hostile-values';
import type { JsonSchema } from './openapi-routes';
import { objectOf } from './schema-values';
import { oneWrongBody, wrongBody } from './wrong-values';

/** Field names the schema does not know but a handler might look up. */
const commonNames = ['id', 'name', 'email', 'password', 'token', 'updatedAt', 'role', 'isActive', 'user', 'file'];

/** Every string in `value` (keys too) with `character` put in. */
function poisonStrings(value: unknown, character: string, at: number): unknown {
  if (typeof value === 'string') return poison(value, character, at);
  if (Array.isArray(value)) return value.map((item) => poisonStrings(item, character, at));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [at % 2 ? poison(key, character, at) : key, poisonStrings(item, character, at)] as const);
    return entries.reduce((target, [key, item]) => withOwnKey(target, key, item), {} as Record<string, unknown>);
  }
  return value;
}

/** Objects where a scalar is expected: one whose conversion to text throws, and plain nested ones. */
const objectValue: fc.Arbitrary<unknown> = fc.constantFrom({ toString: 1 }, { valueOf: 1, toString: 1 }, {}, { a: { b: 1 } }, [{ toString: 1 }], { id: { toString: 1 } });

function mutations(schema: JsonSchema, modelNames: readonly string[] = []): fc.Arbitrary<unknown> {
  const names = [...new Set([...Object.keys(schema.properties ?? {}), ...commonNames, ...modelNames])];
  const valid = objectOf(schema);
  // Any field of the model, server-set and id fields included, holding an object.
  const objectInto = fc.tuple(valid, fc.constantFrom(...names), objectValue).map(([body, name, value]) => withOwnKey({ ...body }, name, value));
  const oneWrong = fc
    .tuple(valid, fc.constantFrom(...names), hostileValue)
    .map(([body, name, value]) => withOwnKey({ ...body }, name, value));
  const allWrong = fc
    .tuple(...names.map(() => hostileValue))
    .map((values) => names.reduce((body, name, index) => withOwnKey(body, name, values[index]), {} as Record<string, unknown>));
  const prototypeKey = fc
    .tuple(valid, fc.constantFrom(...prototypeNames), hostileValue)
    .map(([body, name, value]) => withOwnKey({ ...body }, name, value));
  const reshaped = fc.oneof(
    valid.map((body) => [body]),
    hostileValue,
    valid.map((body) => Object.fromEntries(Object.entries(body).map(([name, value]) => [name, [value]]))),
  );
  const wrongKind = fc.tuple(valid, fc.nat()).map(([body, variant]) => oneWrongBody(schema, body, variant));
  const allWrongKinds = fc.nat().map((variant) => wrongBody(schema, variant));
  const poisoned = fc
    .tuple(valid, fc.constantFrom(...poisonCharacters, longText), fc.nat())
    .map(([body, character, at]) => poisonStrings(body, character, at) as Record<string, unknown>);
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: poisoned, weight: 3 },
    { arbitrary: oneWrong, weight: 4 },
    { arbitrary: objectInto, weight: 3 },
    { arbitrary: wrongKind, weight: 4 },
    { arbitrary: allWrongKinds, weight: 1 },
    { arbitrary: allWrong, weight: 2 },
    { arbitrary: prototypeKey, weight: 2 },
    { arbitrary: reshaped, weight: 1 },
  );
}

function rawTexts(schema: JsonSchema): fc.Arbitrary<string> {
  const name = fc.constantFrom(...Object.keys(schema.properties ?? {}), 'id');
  return fc.oneof(
    name.map((field) => `{"${field}": 1e999}`),
    name.map((field) => `{"${field}": -1e999, "${field}": 1}`),
    name.map((field) => `{"${field}": "\\u0000", "__proto__": {"isAdmin": true}}`),
    name.map((field) => `{"constructor": {"prototype": {"${field}": 1}}}`),
    fc.constantFrom('{"broken": ', '', 'null', '"text"', '[]', '{}}', '\u0000', '['.repeat(5_000) + ']'.repeat(5_000), '{"a":'.repeat(2_000)),
    mutations(schema).chain((body) => fc.nat().map((cut) => {
      const text = JSON.stringify(body) ?? '';
      return text.slice(0, cut % (text.length + 1));
    })),
  );
}

export interface EncodedBody {
  /** The content-type header, or none. */
  contentType: string | null;
  payload: Buffer;
}

/** `modelNames`: the fields of the entity behind the route (server-set ones too), named in bodies beside the schema's. */
export function jsonBodyOf(schema: JsonSchema, modelNames: readonly string[] = []): fc.Arbitrary<EncodedBody> {
  const json = (text: string, contentType: string | null = 'application/json'): EncodedBody => ({ contentType, payload: Buffer.from(text, 'utf8') });
  return fc.oneof(
    { arbitrary: mutations(schema, modelNames).map((body) => json(JSON.stringify(body) ?? 'null')), weight: 8 },
    { arbitrary: rawTexts(schema).map((text) => json(text)), weight: 2 },
    {
      arbitrary: fc
        .tuple(mutations(schema), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/xml', null))
        .map(([body, contentType]) => json(JSON.stringify(body) ?? '', contentType)),
      weight: 1,
    },
  );
}
