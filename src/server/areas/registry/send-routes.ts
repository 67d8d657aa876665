/**
 * `GET {legal_entities|contracts|original_contracts}/to_erir/{id}/?api=VK` and
 * `GET creatives/send/{id}/` (spec 1 §7): check that the record exists and that the operator
 * can be called (OTM never; VK and Ozon with their key; not while paused after a 401), all as
 * 400 naming what to set, then queue the send once per record and operator and answer its task.
 */
import {
  contractToErir,
  creativeSend,
  legalEntityToErir,
  originalContractToErir,
  registryApis,
  registryMessages,
  registrySubmissions,
  type RegistryApi,
} from '../../../domain/actions/registry-actions';
import type { Actor } from '../../../domain/entity';
import type { Executor } from '../../db/connection';
import { readOne } from '../../entity-service/entity-reader';
import { actionRoute } from '../../http/actions/action-route';
import { badRequest, notFound } from '../../http/api-error';
import { OTM_NOT_AVAILABLE, ordServices, readOrdConfig } from '../../integrations/ord';
import { notConfiguredMessage } from '../../integrations/service-config';
import type { ServerContext } from '../../server-context';
import { operatorPause } from './operator-pause';
import { creativeOperator, entityOfKind, type RootKind } from './send-plan';
import { registrySendJob, type SendRequest } from './send-job';
import { submissionsOf } from './submission-store';

/** Why this operator cannot be sent to now, or null. */
async function operatorProblem(db: Executor, api: RegistryApi): Promise<string | null> {
  if (api === 'OTM') return OTM_NOT_AVAILABLE;
  if (!readOrdConfig(api).token) return notConfiguredMessage(ordServices[api]);
  return operatorPause(db, api);
}

async function queueSend(ctx: ServerContext, actor: Actor, kind: RootKind, id: number, api: RegistryApi): Promise<{ taskId: string }> {
  const db = ctx.database.db;
  if (!(await readOne(db, entityOfKind[kind], id))) throw notFound();
  const problem = await operatorProblem(db, api);
  if (problem) throw badRequest(problem);
  const request: SendRequest = { kind, id, api, userId: actor.id };
  return { taskId: await ctx.jobs.enqueue(registrySendJob, { ...request }, { singleFlight: `${api}:${kind}:${id}` }) };
}

const toErirRoute = (action: typeof legalEntityToErir, kind: RootKind) =>
  actionRoute(action, ({ ctx, actor, params, query }) => queueSend(ctx, actor, kind, params.id, query.api));

export const legalEntityToErirRoute = toErirRoute(legalEntityToErir, 'legalEntity');
export const contractToErirRoute = toErirRoute(contractToErir, 'contract');
export const originalContractToErirRoute = toErirRoute(originalContractToErir, 'originalContract');

export const creativeSendRoute = actionRoute(creativeSend, async ({ ctx, actor, params, query }) => {
  const db = ctx.database.db;
  if (!(await readOne(db, entityOfKind.creative, params.id))) throw notFound();
  const api = query.api ?? (await creativeOperator(db, params.id));
  if (!api || !(registryApis as readonly string[]).includes(api)) throw badRequest(registryMessages.noOperatorChosen);
  const creative = (await readOne(db, entityOfKind.creative, params.id))!;
  if (creative.marker && !creative.ordId) throw badRequest(registryMessages.registeredElsewhere);
  return queueSend(ctx, actor, 'creative', params.id, api as RegistryApi);
});

export const registrySubmissionsRoute = actionRoute(registrySubmissions, async ({ ctx, query }) => {
  if (query.kind !== 'organisation' && !(await readOne(ctx.database.db, entityOfKind[query.kind], query.id))) throw notFound();
  return submissionsOf(ctx.database.db, query.kind, query.id);
});
