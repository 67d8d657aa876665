/**
 * The generic calls of API.md for every declared entity: short, list, get, create, put,
 * patch, delete and history.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offersCall, type AnyEntity } from '../../../domain/core/entity';
import { entities } from '../../../domain/core/entities';
import type { EntityRecord } from '../../items/entity-hooks';
import type { ServerContext } from '../../server-context';
import { notFound, refuse } from '../../../domain/core/refusals/refusal';
import { actorOf } from '../auth/authenticate';
import type { RouteModule } from '../route-module';
import { entityOpenApi } from './entity-openapi';
import { oneExportPerUser, type ExportGuard } from './one-export-per-user';
import { sendFullList } from './full-list-export';
import { items } from '../../items/items';
import { unlinkRequest } from '../../items/unlink';
import { collectionPostAction } from '../declared-actions';

type Params = { id: string };
type Query = Record<string, string | string[]>;

/** The id in a route's path, as the entity's id kind (404 for anything that cannot be one). */
export function idFromPath(entity: AnyEntity, raw: string): number | string {
  if (entity.idKind === 'text') return raw;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}


/** 405 for a call the collection does not offer (API.md "Buying side"), after the sign-in check like any call. */
function requireOffered(entity: AnyEntity, action: 'create' | 'delete'): void {
  if (!offersCall(entity, action)) throw refuse.methodNotAllowed('request.methodNotAllowed', { method: action === 'create' ? 'POST' : 'DELETE' });
}

/** A declared action that answers `POST` on the collection's own path (generation of acts by `?date`) takes it over. */

/** The records answered to this reader, with the entity's reader-dependent values. */
function forReader<T extends EntityRecord | EntityRecord[]>(ctx: ServerContext, entity: AnyEntity, request: FastifyRequest, records: T): T {
  ctx.hooks.of(entity).decorate?.(Array.isArray(records) ? records : [records], actorOf(request));
  return records;
}

function registerEntity(api: FastifyInstance, ctx: ServerContext, entity: AnyEntity, exporting: ExportGuard): void {
  const base = `/${entity.path}`;
  const docs = entityOpenApi(entity);
  /** The entity's items for this request's user. */
  const itemsOf = (request: FastifyRequest) => items(entity, { ctx, actor: actorOf(request) });

  api.get(`${base}short/`, { schema: docs.short }, async (request) => itemsOf(request).short(request.query as Query));

  api.get(base, { schema: docs.list }, async (request, reply) => {
    const records = itemsOf(request);
    const plan = records.listPlan(request.query as Query);
    if (plan.query.full) {
      const prepare = (rows: EntityRecord[]) => forReader(ctx, entity, request, rows);
      return sendFullList(exporting, request, reply, actorOf(request).id, { entity, read: () => records.fullList(plan), prepare });
    }
    const answer = await records.listPlanned(plan);
    forReader(ctx, entity, request, answer.results);
    return answer;
  });

  // A collection whose POST is a declared action (a month's generation: DMP exports, publisher and DSP acts) has no create call.
  if (!collectionPostAction(entity))
    api.post(base, { schema: docs.create }, async (request, reply) => {
      requireOffered(entity, 'create');
      const saved = await itemsOf(request).create(request.body);
      return reply.code(201).send(forReader(ctx, entity, request, saved));
    });

  api.get<{ Params: Params }>(`${base}:id/`, { schema: docs.get }, async (request) => {
    const record = await itemsOf(request).read(idFromPath(entity, request.params.id));
    if (!record) throw notFound();
    return forReader(ctx, entity, request, record);
  });

  const update = async (request: FastifyRequest<{ Params: Params }>) =>
    forReader(ctx, entity, request, await itemsOf(request).update(idFromPath(entity, request.params.id), request.body));
  api.put<{ Params: Params }>(`${base}:id/`, { schema: docs.update }, update);
  api.patch<{ Params: Params }>(`${base}:id/`, { schema: docs.update }, update);

  api.delete<{ Params: Params }>(`${base}:id/`, { schema: docs.remove }, async (request, reply) => {
    const id = idFromPath(entity, request.params.id);
    const unlink = unlinkRequest(entity, request.query as Query);
    if (!unlink) requireOffered(entity, 'delete');
    if (unlink) await itemsOf(request).unlink(id, unlink);
    else await itemsOf(request).delete(id);
    return reply.code(204).send();
  });

  api.get<{ Params: Params }>(`${base}:id/history/`, { schema: docs.history }, async (request) => {
    const changes = await itemsOf(request).history(idFromPath(entity, request.params.id));
    if (!changes) throw notFound();
    return changes;
  });
}

export const entityRoutes: RouteModule = (api, ctx) => {
  // Bodies are validated by the declarations' zod schemas, not by Fastify: the route schemas
  // only document the API (OpenAPI) and must not reject or coerce anything.
  api.setValidatorCompiler(() => (data) => ({ value: data }));
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const exporting = oneExportPerUser();
  for (const entity of entities) registerEntity(api, ctx, entity, exporting);
};

