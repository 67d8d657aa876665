/**
 * What one fuzz call is: a route, who makes it, its path values (an id known to exist, or a
 * bad one), its query string and its body. Ids known to exist are picked when the call is
 * made, from what earlier answers created (see id-pools.ts).
 */
import fc from 'fast-check';
import { hostileString } from './hostile-values';
import { jsonBodyOf, type EncodedBody } from './json-bodies';
import { multipartBody } from './multipart-bodies';
import { entityOfPath } from './path-entity';
import type { FuzzRoute } from './openapi-routes';
import { percentEncode, queryStringOf } from './query-strings';
import { wrongBody, wrongBodyCount } from './wrong-values';

export const actorNames = ['anonymous', 'USER', 'MANAGER', 'ADMIN', 'superAdmin'] as const;
export type ActorName = (typeof actorNames)[number];

/** An existing id (an index into what is known) or a raw path segment, already encoded. */
export type PathValue = { known: number } | { raw: string };

export interface RequestPlan {
  route: FuzzRoute;
  actor: ActorName;
  pathValues: PathValue[];
  query: string;
  body: EncodedBody | null;
}

const badIds = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '1%27--',
  '%20',
  '%E2%80%AE1',
  '%ED%A0%80',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'toString',
  'x'.repeat(600),
];

const pathValue: fc.Arbitrary<PathValue> = fc.oneof(
  { arbitrary: fc.nat().map((known) => ({ known })), weight: 3 },
  { arbitrary: fc.constantFrom(...badIds).map((raw) => ({ raw })), weight: 2 },
  { arbitrary: hostileString.map((text) => ({ raw: percentEncode(text) || '%20' })), weight: 1 },
);

/** Every field of the entity behind a path, server-set ones too, with the fields every row has: a body may name any of them. */
function modelNamesOf(path: string): string[] {
  const entity = entityOfPath(path);
  return entity ? [...Object.keys(entity.fields), 'createdBy', 'updatedBy', 'createdAt', 'updatedAt'] : [];
}

function bodyOf(route: FuzzRoute): fc.Arbitrary<EncodedBody | null> {
  if (route.method === 'GET' || route.method === 'DELETE') {
    return fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: jsonBodyOf({}), weight: 1 });
  }
  if (route.body) return fc.oneof({ arbitrary: jsonBodyOf(route.body, modelNamesOf(route.path)), weight: 9 }, { arbitrary: multipartBody, weight: 1 });
  return fc.oneof(multipartBody, jsonBodyOf({}), fc.constant(null));
}

export function planOf(route: FuzzRoute): fc.Arbitrary<RequestPlan> {
  return fc.record({
    route: fc.constant(route),
    actor: fc.constantFrom(...actorNames),
    pathValues: fc.tuple(...route.pathParams.map(() => pathValue)),
    query: route.method === 'GET' || route.method === 'DELETE' ? queryStringOf(route) : fc.oneof({ arbitrary: fc.constant(''), weight: 4 }, { arbitrary: queryStringOf(route), weight: 1 }),
    body: bodyOf(route),
  });
}

/**
 * Every write with a JSON body, once per wrong value of its fields with all of them wrong at
 * once (wrong-values.ts), as the super admin whom no permission or lock stops, on a known row.
 */
export function wrongKindPlans(routes: readonly FuzzRoute[]): RequestPlan[] {
  return routes.flatMap((route) => {
    if (!route.body || route.method === 'GET' || route.method === 'DELETE') return [];
    return Array.from({ length: wrongBodyCount(route.body) }, (_, variant) => ({
      route,
      actor: 'superAdmin' as const,
      pathValues: route.pathParams.map(() => ({ known: 0 })),
      query: '',
      body: { contentType: 'application/json', payload: Buffer.from(JSON.stringify(wrongBody(route.body!, variant)), 'utf8') },
    }));
  });
}
