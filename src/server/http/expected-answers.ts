/**
 * What a call should answer, worked out from the declarations alone (domain/access.ts, each
 * entity's `access` and `view`, each action's `access`): the statuses the authorization matrix
 * accepts. 401 without a session, 403 when the declared rule refuses, otherwise the statuses of
 * the call itself (a body that fails validation is 400; a referenced row's delete may be 409).
 */
import { hasAccess, type Actor } from '../../domain/core/access';
import type { ActionDef } from '../../domain/core/actions/action';
import { collectionPostAction } from './declared-actions';
import { accessVerdict, offersCall, type AnyEntity } from '../../domain/core/entity';

export type EntityCall = 'list' | 'short' | 'one' | 'history' | 'create' | 'put' | 'patch' | 'delete';
export const entityCalls: readonly EntityCall[] = ['list', 'short', 'one', 'history', 'create', 'put', 'patch', 'delete'];

const accessOfCall = { list: 'read', short: 'read', one: 'read', history: 'read', create: 'create', put: 'update', patch: 'update', delete: 'delete' } as const;

/** The statuses an allowed call answers, by call: with the row present (or none for a collection call). */
const allowedStatuses: Record<EntityCall, readonly number[]> = {
  list: [200],
  short: [200],
  one: [200],
  history: [200],
  create: [201, 400],
  put: [200, 400],
  patch: [200],
  delete: [204, 409],
};

/** Calls that name no row. */
const collectionCalls: ReadonlySet<EntityCall> = new Set(['list', 'short', 'create']);

/** An answer decided before the access rule: a call the collection does not offer, a write to a missing row, a write to a view. */
function answerBeforeRule(entity: AnyEntity, call: EntityCall, record: Record<string, unknown> | null): readonly number[] | null {
  const action = accessOfCall[call];
  // A collection without create or delete answers 405 to them, whatever the row.
  if ((action === 'create' || action === 'delete') && !offersCall(entity, action)) return [405];
  // Writes look the row up before the rule, which is a function of it; reads check the rule first.
  if (!collectionCalls.has(call) && !record && action !== 'read') return [404];
  if (entity.view && action !== 'read' && action !== 'update') return [403];
  return null;
}

/** The answer the declared access rule and the row give. */
function answerByRule(entity: AnyEntity, call: EntityCall, actor: Actor, record: Record<string, unknown> | null): readonly number[] {
  const action = accessOfCall[call];
  const verdict = accessVerdict(entity, action, actor, action === 'read' || action === 'create' ? null : record);
  if (!verdict.allowed) return [403];
  if (!collectionCalls.has(call) && !record) return [404];
  // A read rule that narrows the rows (`where`) may hide the named row.
  if (action === 'read' && 'where' in verdict && verdict.where && (call === 'one')) return [200, 404];
  return allowedStatuses[call];
}

/**
 * The accepted statuses of a generic entity call by `actor` (null: anonymous) on `record` (the
 * row the call names; null for collection calls, or when no such row exists).
 */
export function expectedEntityAnswer(entity: AnyEntity, call: EntityCall, actor: Actor | null, record: Record<string, unknown> | null): readonly number[] {
  if (!actor) return [401];
  // A declared action that takes the collection's POST over (a month's generation) answers it: the action matrix checks it.
  const takenBy = call === 'create' ? collectionPostAction(entity) : undefined;
  if (takenBy) return expectedActionAnswer(takenBy, actor, [200, 400]);
  return answerBeforeRule(entity, call, record) ?? answerByRule(entity, call, actor, record);
}

/** The accepted statuses of a declared action called with input its schemas refuse (so an allowed call has no effect). */
export function expectedActionAnswer(action: ActionDef, actor: Actor | null, allowedStatus: readonly number[]): readonly number[] {
  if (action.access === 'public') return allowedStatus;
  if (!actor) return [401];
  const verdict = typeof action.access === 'function' ? action.access(actor) : hasAccess(action.access, actor);
  if (verdict !== true) return [403];
  // Called without a record (no body fields), an action may be unavailable to this actor (the
  // whole inventory for a user): its declared refusal status is then an answer too.
  const unavailable = action.availableFor && action.availableFor(actor, {}) !== true ? [action.unavailableStatus ?? 409] : [];
  return [...allowedStatus, ...unavailable];
}
