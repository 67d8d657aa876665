/**
 * Each record kind's own send action (`GET …/to_erir/{id}/?api=VK`, declared with the kind by its
 * area) and `GET creatives/send/{id}/` (spec 1 §7): check that the record exists and that the
 * operator can be called (OTM never; VK and Ozon with their key; not while paused after a 401),
 * all as 400 naming what to set, then queue the send once per record and operator and answer its
 * task. A kind whose action lets `api` be left out goes through every operator that can be sent to.
 */
import type { z } from 'zod';
import type { ActionDef } from '../../domain/core/actions/action';
import { isOrdObjectKind, recordKinds, registryKinds } from '../../domain/registry-kinds';
import { messages } from '../../domain/core/rules/field-rules';
import { creativeSend, registryApis, registrySubmissions, type RegistryApi } from '../../domain/registry/registry-actions';
import type { Actor } from '../../domain/core/entity';
import { registeredElsewhere } from '../../domain/creatives/creative-validation';
import { items } from '../items/items';
import { actionRoute } from '../http/actions/action-route';
import { notFound, refuse } from '../../domain/core/refusals/refusal';
import { reasonValues, type ReasonPart } from '../../domain/core/refusals/reason-parts';
import type { ServerContext } from '../server-context';
import { operatorProblem } from './operator-problem';
import { creativeOperator } from './plan-records';
import { entityOfKind, isRecordKind, type RecordKind } from './record-kinds';
import { registrySendEveryJob, registrySendJob, type SendEveryRequest, type SendRequest } from './send-job';
import { submissionsOf } from './submission-store';

async function queueSend(ctx: ServerContext, actor: Actor, kind: RecordKind, id: number, api: RegistryApi): Promise<{ taskId: string }> {
  const db = ctx.database.db;
  if (!(await items(entityOfKind[kind], { ctx, actor }).read(id))) throw notFound();
  const problem = await operatorProblem(db, api);
  if (problem) throw refuse.invalid('registry.operatorUnavailable', reasonValues([problem]));
  const request: SendRequest = { kind, id, api, userId: actor.id };
  return { taskId: await ctx.jobs.enqueue(registrySendJob, { ...request }, { singleFlight: `${api}:${kind}:${id}` }) };
}

/**
 * A send without a chosen operator (publishers and their contracts, API.md "Buying side"): through
 * every operator that can be sent to now, in one task; 400 naming why when none can.
 */
async function queueSendEvery(ctx: ServerContext, actor: Actor, kind: RecordKind, id: number): Promise<{ taskId: string }> {
  if (!(await items(entityOfKind[kind], { ctx, actor }).read(id))) throw notFound();
  const problems: ReasonPart[] = [];
  const apis: RegistryApi[] = [];
  for (const api of registryApis) {
    const problem = await operatorProblem(ctx.database.db, api);
    if (problem) problems.push(problem);
    else apis.push(api);
  }
  if (!apis.length) throw refuse.invalid('registry.operatorUnavailable', reasonValues(problems));
  if (apis.length === 1) return queueSend(ctx, actor, kind, id, apis[0]);
  const request: SendEveryRequest = { kind, id, apis, userId: actor.id };
  return { taskId: await ctx.jobs.enqueue(registrySendEveryJob, { ...request }, { singleFlight: `every:${kind}:${id}` }) };
}

/** What a kind's send action declares (core/registry-kind.ts): its `id`, and `api`, required or not. */
type KindSendAction = ActionDef & { params: z.ZodType<{ id: number }>; query: z.ZodType<{ api?: RegistryApi }> };

/** The send routes of every kind that declares a send action. */
export const kindSendRoutes = recordKinds.flatMap((kind) => {
  const action = registryKinds[kind].send as KindSendAction | undefined;
  if (!action) return [];
  // An action that requires `api` never comes here without it.
  return [actionRoute(action, ({ ctx, actor, params, query }) => (query.api ? queueSend(ctx, actor, kind, params.id, query.api) : queueSendEvery(ctx, actor, kind, params.id)))];
});

export const creativeSendRoute = actionRoute(creativeSend, async ({ ctx, actor, params, query }) => {
  const creative = await items(entityOfKind.creative, { ctx, actor }).read(params.id);
  if (!creative) throw notFound();
  const api = query.api ?? (await creativeOperator(ctx.database.db, params.id));
  if (!api || !(registryApis as readonly string[]).includes(api)) throw refuse.invalid('registry.noOperatorChosen');
  if (registeredElsewhere({ marker: creative.marker as string | null, ordId: creative.ordId as string | null })) throw refuse.invalid('registry.registeredElsewhere');
  return queueSend(ctx, actor, 'creative', params.id, api as RegistryApi);
});

export const registrySubmissionsRoute = actionRoute(registrySubmissions, async ({ ctx, actor, query }) => {
  const { kind, id } = query;
  if (!isOrdObjectKind(kind)) throw refuse.invalid('request.invalidQueryParameter', { name: 'kind', reason: messages.choice });
  if (isRecordKind(kind) && !(await items(entityOfKind[kind], { ctx, actor }).read(id))) throw notFound();
  return submissionsOf(ctx.database.db, kind, id);
});
