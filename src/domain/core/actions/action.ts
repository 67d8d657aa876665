/**
 * A declared action: an API call beyond the generic entity calls (sign in, clone an order,
 * send to the registry…), described once by its method, path, zod body/query/answer and who
 * may call it. The server implements it with a handler (http/actions/action-route.ts), which
 * gets validation, the permission check, an optional transaction and its OpenAPI description
 * from this declaration; the web app calls it through a client typed by the same declaration
 * (web/app/call-action.ts).
 */
import type { z } from 'zod';
import { hasAccess, type AccessLevel, type Actor } from '../access';

/** `public`: no session needed; otherwise a level word or a function of the actor. */
export type ActionAccess = 'public' | AccessLevel | ((actor: Actor) => boolean | string);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ActionDef<
  Body extends z.ZodType = z.ZodType,
  Answer extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Under /api/, ending with a slash; `:name` segments are path parameters. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: ActionAccess;
  body?: Body;
  query?: Query;
  params?: Params;
  /** The answer's shape (documented; for 204 use `z.null()`). */
  answer: Answer;
  /** Status of a successful answer (default 200). */
  status?: 200 | 201 | 204;
  /**
   * A GET that changes data (a send, a clone, a switch): refused to cross-site requests signed in
   * by the cookie, as every other method is (API.md "Authentication").
   */
  changesState?: true;
  /**
   * Whether the action applies to this record for this actor (an order already PAID cannot be
   * set paid): `true`, or the refusal's message. The handler calls it through
   * `assertAvailable` (server) and the browser disables or hides the button by it.
   */
  availableFor?: (actor: Actor, record: ActionRecord) => true | string;
  /** Status of the refusal when `availableFor` says no (default 409). */
  unavailableStatus?: 400 | 403 | 409;
  /** i18n key of the question the browser asks before running the action. */
  confirm?: string;
}

/** The record an action is offered on: a list row or an editor's model. */
export type ActionRecord = Record<string, unknown>;

export type ActionVerdict = { shown: false } | { shown: true; enabled: true } | { shown: true; enabled: false; reason: string };

/** Whether the actor may call the action at all (the route's 401/403 check). */
export function mayCallAction(action: Pick<ActionDef, 'access'>, actor: Actor | null): true | string | false {
  if (action.access === 'public') return true;
  if (!actor) return false;
  return typeof action.access === 'function' ? action.access(actor) : hasAccess(action.access, actor);
}

/**
 * What the browser shows for an action offered on a record (or on none): hidden when the
 * declared access refuses the actor, disabled with the reason when `availableFor` refuses the
 * record — the same two functions the server runs before the handler.
 */
export function actionVerdict(action: Pick<ActionDef, 'access' | 'availableFor'>, actor: Actor | null, record?: ActionRecord | null): ActionVerdict {
  if (mayCallAction(action, actor) !== true) return { shown: false };
  const available = record && action.availableFor && actor ? action.availableFor(actor, record) : true;
  return available === true ? { shown: true, enabled: true } : { shown: true, enabled: false, reason: available };
}

export function defineAction<Body extends z.ZodType, Answer extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType>(
  action: ActionDef<Body, Answer, Query, Params>,
): ActionDef<Body, Answer, Query, Params> {
  return action;
}

export type BodyOf<A> = A extends ActionDef<infer Body, z.ZodType, z.ZodType, z.ZodType> ? z.input<Body> : never;
export type AnswerOf<A> = A extends ActionDef<z.ZodType, infer Answer, z.ZodType, z.ZodType> ? z.output<Answer> : never;
export type QueryOf<A> = A extends ActionDef<z.ZodType, z.ZodType, infer Query, z.ZodType> ? z.input<Query> : never;
export type ParamsOf<A> = A extends ActionDef<z.ZodType, z.ZodType, z.ZodType, infer Params> ? z.input<Params> : never;

/** The path with its `:name` parameters filled in. */
export function actionPath(action: Pick<ActionDef, 'path'>, params: Record<string, string | number> = {}): string {
  return action.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
