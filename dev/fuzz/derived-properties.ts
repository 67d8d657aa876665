/**
 * The body schema of an entity's write with its server-set fields added as read-only
 * properties (sums, statuses, rollups): a client may send them too, with any value, and the
 * fuzzer sends them wrong like the others. Valid bodies leave read-only properties out.
 */
import { entityFields } from '../../src/domain/core/entity';
import { isReadOnlyField } from '../../src/domain/core/fields';
import { fieldJsonSchema } from '../../src/server/http/crud/entity-openapi';
import type { FuzzRoute, JsonSchema } from './openapi-routes';
import { entityOfPath } from './path-entity';

export function withDerivedProperties(route: FuzzRoute): FuzzRoute {
  const entity = entityOfPath(route.path);
  const entityRoute = entity && [`/api/${entity.path}`, `/api/${entity.path}{id}/`].includes(route.path);
  if (!route.body || !entity || !entityRoute || route.method === 'GET' || route.method === 'DELETE') return route;
  const derived: Record<string, JsonSchema> = {};
  for (const [name, field] of entityFields(entity)) {
    if (isReadOnlyField(field) && !(name in (route.body.properties ?? {}))) derived[name] = { ...(fieldJsonSchema(field) as JsonSchema), readOnly: true };
  }
  return { ...route, body: { ...route.body, properties: { ...route.body.properties, ...derived } } };
}
