/**
 * The generic calls of API.md for every declared entity: short, list, get, create, put,
 * patch, delete and history.
 */
import { desc, eq, and, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessVerdict, type AnyEntity } from '../../../domain/entity';
import { entities } from '../../../domain/entities';
import { user } from '../../../domain/entities/accounts';
import { tableOf } from '../../db/entity-tables';
import type { ListQuery } from '../../../domain/query/list-query';
import { listQueryFor, readConditions } from '../../entity-service/list-conditions';
import { historyEntityName } from '../../entity-service/history';
import { entityHistory } from '../../db/system-tables';
import type { EntityRecord } from '../../entity-service/entity-hooks';
import type { ServerContext } from '../../server-context';
import { forbiddenBecause, notFound } from '../../../domain/refusals/refusal';
import { actorOf } from '../auth/authenticate';
import type { RouteModule } from '../route-module';
import { entityOpenApi } from './entity-openapi';
import { oneExportPerUser, type ExportGuard } from './one-export-per-user';
import { readList, readOne, readShort } from '../../entity-service/entity-reader';
import { sendFullList } from './full-list-export';
import { createEntity, deleteEntity, updateEntity } from '../../entity-service/entity-writer';
import { unlinkFromList, unlinkRequest } from '../../entity-service/unlink';

type Params = { id: string };
type Query = Record<string, string | string[]>;

/** The id in a route's path, as the entity's id kind (404 for anything that cannot be one). */
export function idFromPath(entity: AnyEntity, raw: string): number | string {
  if (entity.idKind === 'text') return raw;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

function listQueryOf(ctx: ServerContext, entity: AnyEntity, request: FastifyRequest): { query: ListQuery; extra: SQL[] } {
  return listQueryFor(ctx, entity, actorOf(request), request.query as Query);
}

/** The records answered to this reader, with the entity's reader-dependent values. */
function forReader<T extends EntityRecord | EntityRecord[]>(ctx: ServerContext, entity: AnyEntity, request: FastifyRequest, records: T): T {
  ctx.hooks.of(entity).decorate?.(Array.isArray(records) ? records : [records], actorOf(request));
  return records;
}

function requireRead(entity: AnyEntity, request: FastifyRequest): void {
  const verdict = accessVerdict(entity, 'read', actorOf(request), null);
  if (!verdict.allowed) throw forbiddenBecause(verdict.message);
}

function registerEntity(api: FastifyInstance, ctx: ServerContext, entity: AnyEntity, exporting: ExportGuard): void {
  const base = `/${entity.path}`;
  const docs = entityOpenApi(entity);
  const db = ctx.database.db;

  api.get(`${base}short/`, { schema: docs.short }, async (request) => {
    requireRead(entity, request);
    const { query, extra } = listQueryOf(ctx, entity, request);
    return readShort(db, entity, query, extra);
  });

  api.get(base, { schema: docs.list }, async (request, reply) => {
    requireRead(entity, request);
    const { query, extra } = listQueryOf(ctx, entity, request);
    if (query.full) {
      const prepare = (records: EntityRecord[]) => forReader(ctx, entity, request, records);
      return sendFullList(exporting, request, reply, actorOf(request).id, { db, entity, query, extra, prepare });
    }
    const answer = await readList(db, entity, query, extra);
    if ('tooMany' in answer) throw new Error('a page is never refused for its size');
    forReader(ctx, entity, request, answer.results);
    return answer;
  });

  api.post(base, { schema: docs.create }, async (request, reply) => {
    const saved = await createEntity(ctx, entity, actorOf(request), request.body);
    return reply.code(201).send(forReader(ctx, entity, request, saved));
  });

  api.get<{ Params: Params }>(`${base}:id/`, { schema: docs.get }, async (request) => {
    requireRead(entity, request);
    const record = await readOne(db, entity, idFromPath(entity, request.params.id), readConditions(entity, actorOf(request)));
    if (!record) throw notFound();
    return forReader(ctx, entity, request, record);
  });

  const update = async (request: FastifyRequest<{ Params: Params }>) =>
    forReader(ctx, entity, request, await updateEntity(ctx, entity, actorOf(request), idFromPath(entity, request.params.id), request.body));
  api.put<{ Params: Params }>(`${base}:id/`, { schema: docs.update }, update);
  api.patch<{ Params: Params }>(`${base}:id/`, { schema: docs.update }, update);

  api.delete<{ Params: Params }>(`${base}:id/`, { schema: docs.remove }, async (request, reply) => {
    const id = idFromPath(entity, request.params.id);
    const unlink = unlinkRequest(entity, request.query as Query);
    if (unlink) await unlinkFromList(ctx, entity, actorOf(request), id, unlink);
    else await deleteEntity(ctx, entity, actorOf(request), id);
    return reply.code(204).send();
  });

  api.get<{ Params: Params }>(`${base}:id/history/`, { schema: docs.history }, async (request) => {
    requireRead(entity, request);
    const id = idFromPath(entity, request.params.id);
    const users = tableOf(user);
    const rows = await db
      .select({ id: entityHistory.id, action: entityHistory.action, userId: entityHistory.userId, userName: users.fullName, at: entityHistory.at, changes: entityHistory.changes })
      .from(entityHistory)
      .leftJoin(users, eq(users.id, entityHistory.userId))
      .where(and(eq(entityHistory.entity, historyEntityName(entity)), eq(entityHistory.recordId, String(id))))
      .orderBy(desc(entityHistory.id))
      .limit(1000);
    if (!rows.length && !(await readOne(db, entity, id))) throw notFound();
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      user: row.userId,
      userName: row.userName ?? null,
      at: new Date(row.at).toISOString(),
      changes: row.changes,
    }));
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

