/**
 * Why an operator cannot be sent to now, asked before a send is queued or started so that
 * nothing is written for it: OTM never (no protocol), VK and Ozon not without their key, nor
 * while paused after refusing it (401).
 */
import type { Executor } from '../db/connection';
import { OTM_NOT_AVAILABLE, ordServices, readOrdConfig, type OrdApi } from '../integrations/ord';
import { notConfiguredMessage } from '../integrations/service-config';
import { operatorPause } from './operator-pause';

export async function operatorProblem(db: Executor, api: OrdApi): Promise<string | null> {
  if (api === 'OTM') return OTM_NOT_AVAILABLE;
  if (!readOrdConfig(api).token) return notConfiguredMessage(ordServices[api]);
  return operatorPause(db, api);
}
