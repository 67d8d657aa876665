/**
 * `GET {legal_entities|contracts|original_contracts|domains/platforms}/to_erir/{id}/?api=VK` and
 * `GET creatives/send/{id}/` (spec 1 §7): check that the record exists and that the operator
 * can be called (OTM never; VK and Ozon with their key; not while paused after a 401), all as
 * 400 naming what to set, then queue the send once per record and operator and answer its task.
 */
import {
  contractToErir,
  creativeSend,
  legalEntityToErir,
  originalContractToErir,
  platformToErir,
  registryApis,
  registrySubmissions,
  type RegistryApi,
} from '../../domain/registry/registry-actions';
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
import { publisherContractToErir, publisherToErir } from '../../domain/publishers/publisher-actions';
import { dspContractToErir } from '../../domain/dsps/dsp-actions';
import { submissionsOf } from './submission-store';

async function queueSend(ctx: ServerContext, actor: Actor, kind: RecordKind, id: number, api: RegistryApi): Promise<{ taskId: string }> {
  const db = ctx.database.db;
  if (!(await items(entityOfKind[kind], { ctx, actor }).read(id))) throw notFound();
  const problem = await operatorProblem(db, api);
  if (problem) throw refuse.invalid('registry.operatorUnavailable', reasonValues([problem]));
  const request: SendRequest = { kind, id, api, userId: actor.id };
  return { taskId: await ctx.jobs.enqueue(registrySendJob, { ...request }, { singleFlight: `${api}:${kind}:${id}` }) };
}

const toErirRoute = (action: typeof legalEntityToErir, kind: RecordKind) =>
  actionRoute(action, ({ ctx, actor, params, query }) => queueSend(ctx, actor, kind, params.id, query.api));

export const legalEntityToErirRoute = toErirRoute(legalEntityToErir, 'legalEntity');
export const contractToErirRoute = toErirRoute(contractToErir, 'contract');
export const originalContractToErirRoute = toErirRoute(originalContractToErir, 'originalContract');
export const platformToErirRoute = toErirRoute(platformToErir, 'platform');

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

const toErirAnyRoute = (action: typeof publisherToErir, kind: RecordKind) =>
  actionRoute(action, ({ ctx, actor, params, query }) => (query.api ? queueSend(ctx, actor, kind, params.id, query.api) : queueSendEvery(ctx, actor, kind, params.id)));

export const publisherToErirRoute = toErirAnyRoute(publisherToErir, 'publisher');
export const publisherContractToErirRoute = toErirAnyRoute(publisherContractToErir, 'publisherContract');
export const dspContractToErirRoute = toErirAnyRoute(dspContractToErir, 'dspContract');

export const creativeSendRoute = actionRoute(creativeSend, async ({ ctx, actor, params, query }) => {
  const creative = await items(entityOfKind.creative, { ctx, actor }).read(params.id);
  if (!creative) throw notFound();
  const api = query.api ?? (await creativeOperator(ctx.database.db, params.id));
  if (!api || !(registryApis as readonly string[]).includes(api)) throw refuse.invalid('registry.noOperatorChosen');
  if (registeredElsewhere({ marker: creative.marker as string | null, ordId: creative.ordId as string | null })) throw refuse.invalid('registry.registeredElsewhere');
  return queueSend(ctx, actor, 'creative', params.id, api as RegistryApi);
});

export const registrySubmissionsRoute = actionRoute(registrySubmissions, async ({ ctx, actor, query }) => {
  if (isRecordKind(query.kind) && !(await items(entityOfKind[query.kind], { ctx, actor }).read(query.id))) throw notFound();
  return submissionsOf(ctx.database.db, query.kind, query.id);
});
