/**
 * One concrete call the fuzzer makes (a plan with its ids picked), and how to make it.
 */
import type { HttpMethod } from './openapi-routes';
import type { ActorName, RequestPlan } from './request-plans';
import type { IdPools } from './id-pools';

export interface FuzzRequest {
  actor: ActorName;
  method: HttpMethod;
  /** Path and query, encoded as sent. */
  url: string;
  contentType: string | null;
  payload: Buffer | null;
}

export function requestOf(plan: RequestPlan, ids: IdPools): FuzzRequest {
  let index = 0;
  const path = plan.route.path.replace(/\{([^}]+)\}/g, (_match, param: string) => {
    const value = plan.pathValues[index++];
    return 'known' in value ? encodeURIComponent(ids.pick(plan.route, param, value.known)) : value.raw;
  });
  return {
    actor: plan.actor,
    method: plan.route.method,
    url: path + plan.query,
    contentType: plan.body?.contentType ?? null,
    payload: plan.body?.payload ?? null,
  };
}
