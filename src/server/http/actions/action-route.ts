/**
 * Implements a declared action (src/domain/actions) as a route: the session and the declared
 * access are checked first (401, then 403), then the body, query and path parameters are
 * validated by the declaration's zod schemas (400 with field errors), then the handler runs —
 * inside one transaction when asked — and its answer goes out with the declared status. The
 * OpenAPI document describes the route from the same schemas (fastify-type-provider-zod).
 */
import type { FastifyReply, FastifyRequest, FastifySchema, FastifySchemaCompiler, RouteShorthandOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../../domain/core/access';
import { mayCallAction, type ActionDef, type ActionRecord } from '../../../domain/core/actions/action';
import type { Executor } from '../../db/connection';
import type { ServerContext } from '../../server-context';
import { forbiddenBecause, refusalOfText } from '../../../domain/core/refusals/refusal';
import { kindOfStatus } from '../refusal-status';
import { notAuthorized } from '../auth/authenticate';
import { FileReply } from './file-reply';
import type { RouteModule } from '../route-module';

/** What a declared schema parses to (undefined when the action declares none). */
type Parsed<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface ActionInput<A extends ActionDef> {
  ctx: ServerContext;
  /** The signed-in actor (null only on public actions). */
  actor: A['access'] extends 'public' ? Actor | null : Actor;
  body: Parsed<A['body']>;
  query: Parsed<A['query']>;
  params: Parsed<A['params']>;
  /** The action's transaction when it asked for one, else the database. */
  tx: Executor;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ActionOptions {
  /** Run the handler in one transaction: all or nothing. */
  transaction?: boolean;
  /** Extra route config (e.g. a rate limit). */
  config?: Record<string, unknown>;
}

/** The declared answer, or a file (FileReply) for an action whose answer is declared binary. */
export type ActionHandler<A extends ActionDef> = (input: ActionInput<A>) => Promise<(A['answer'] extends z.ZodType ? z.input<A['answer']> : never) | FileReply>;

function checkAccess(action: ActionDef, actor: Actor | null): void {
  const verdict = mayCallAction(action, actor);
  if (verdict === true) return;
  if (!actor) throw notAuthorized();
  throw forbiddenBecause(typeof verdict === 'string' ? verdict : undefined);
}

/** Refuses (with the declared status) when the action's `availableFor` says no to this record. */
export function assertAvailable(action: ActionDef, actor: Actor, record: ActionRecord): void {
  const available = action.availableFor?.(actor, record) ?? true;
  if (available !== true) throw refusalOfText(kindOfStatus(action.unavailableStatus ?? 409), available);
}

export function actionRoute<A extends ActionDef>(action: A, handler: ActionHandler<A>, options: ActionOptions = {}): RouteModule {
  return (api, ctx) => {
    const status = action.status ?? 200;
    const route: RouteShorthandOptions = {
      schema: {
        summary: action.summary,
        tags: [...action.tags],
        ...(action.body ? { body: action.body } : {}),
        ...(action.query ? { querystring: action.query } : {}),
        ...(action.params ? { params: action.params } : {}),
        response: { [status]: action.answer },
      },
      validatorCompiler: validatorCompiler as FastifySchemaCompiler<FastifySchema>,
      // Answers are documented by the declaration, not re-encoded by it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: { public: action.access === 'public', changesState: action.changesState === true, ...options.config },
      preValidation: async (request) => checkAccess(action, request.actor),
    };
    api.route({
      ...route,
      method: action.method,
      url: `/${action.path}`,
      handler: async (request, reply) => {
        const run = (tx: Executor) =>
          handler({
            ctx,
            actor: request.actor as ActionInput<A>['actor'],
            body: request.body as ActionInput<A>['body'],
            query: request.query as ActionInput<A>['query'],
            params: request.params as ActionInput<A>['params'],
            tx,
            request,
            reply,
          });
        const answer = options.transaction ? await ctx.database.db.transaction(run) : await run(ctx.database.db);
        if (reply.sent) return reply;
        if (answer instanceof FileReply) return reply.code(status).headers(answer.headers()).send(answer.data);
        if (status === 204) return reply.code(204).send();
        return reply.code(status).send(answer);
      },
    });
  };
}
