/**
 * Query strings for a route: its documented parameters (every filter operator on every
 * field is one), invented fields and operators, prototype names as keys and as ordering,
 * hostile values, and raw malformed percent-encoding.
 */
import fc from 'fast-check';
import { filterOperators } from '../../src/domain/core/fields';
import { hostileString, poisonedString, prototypeNames } from './hostile-values';
import type { FuzzRoute } from './openapi-routes';

const reserved = ['page', 'page_size', 'ordering', 'full', 'search'];

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const queryValue = fc.oneof(
  { arbitrary: fc.constantFrom('1', 'abc', 'null', '1,2', '2026-01-01', '2026-01-01,2026-02-01', ',', 'true', '-1.5', "'", '0', '99999999999'), weight: 3 },
  { arbitrary: hostileString, weight: 3 },
);

/** Malformed encodings, written into the query as they are. */
const rawFragments = ['%', '%zz', '%E2%82', '%00', '%C0%80', '%ED%A0%80', '&&&', '=', '==1', 'a=1=2', '%26%3D'];

function fieldsOf(route: FuzzRoute): string[] {
  const fields = new Set(route.queryParams.filter((name) => !reserved.includes(name)).map((name) => name.split('__')[0]));
  return [...fields];
}

export function queryStringOf(route: FuzzRoute): fc.Arbitrary<string> {
  const fields = fieldsOf(route);
  const known = route.queryParams.length ? route.queryParams : ['search'];
  const someField = fields.length ? fc.constantFrom(...fields) : fc.constant('name');
  const invented = fc.oneof(
    fc.constantFrom(...prototypeNames),
    fc.constantFrom(...prototypeNames).map((name) => `${name}__in`),
    fc.tuple(someField, fc.constantFrom(...filterOperators, 'like', '', 'in__in', '__proto__')).map(([field, op]) => `${field}__${op}`),
    fc.constantFrom(...filterOperators).chain((op) => fc.constantFrom(...prototypeNames).map((name) => `${name}__${op}`)),
    fc.string({ maxLength: 12 }),
    fc.constant('a$'),
  );
  const ordering = fc.oneof(
    someField,
    someField.map((field) => `-${field}`),
    fc.constantFrom(...prototypeNames),
    fc.constantFrom(...prototypeNames).map((name) => `-${name}`),
    fc.constantFrom('-', ',', '--id', 'id,-id,id'),
    hostileString,
  );
  const pair = fc.oneof(
    { arbitrary: fc.tuple(fc.constantFrom(...known), queryValue), weight: 5 },
    { arbitrary: fc.tuple(fc.constantFrom(...known, 'search'), poisonedString), weight: 2 },
    { arbitrary: fc.tuple(invented, queryValue), weight: 3 },
    { arbitrary: fc.tuple(fc.constant('ordering'), ordering), weight: 2 },
    { arbitrary: fc.tuple(fc.constantFrom('page', 'page_size'), fc.constantFrom('0', '-1', '1e3', '99999999999', 'abc', '1.5', '__proto__')), weight: 1 },
  );
  const encoded = pair.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
  const part = fc.oneof({ arbitrary: encoded, weight: 9 }, { arbitrary: fc.constantFrom(...rawFragments), weight: 1 });
  return fc.array(part, { maxLength: 4 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
}
