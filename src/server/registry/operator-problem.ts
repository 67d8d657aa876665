/**
 * Why an operator cannot be sent to now, asked before a send is queued or started so that
 * nothing is written for it: OTM never (no protocol), VK and Ozon not without their key, nor
 * while paused after refusing it (401). The reason is coded (reason-parts.ts), so that it reads
 * in the user's language; its English text is unchanged.
 */
import { codedPart, type ReasonPart } from '../../domain/core/refusals/reason-parts';
import type { Executor } from '../db/connection';
import { ordServices, readOrdConfig, type OrdApi } from '../integrations/ord';
import { operatorPause } from './operator-pause';

/** The variables an operator is configured with. */
const variablesOf = (api: OrdApi) => ({ api, token: ordServices[api].tokenVariable, url: ordServices[api].urlVariable });

/** A paused operator's reason: coded when it is the refused key's own message, else that message. */
export function pauseReason(api: OrdApi, message: string): ReasonPart {
  const status = /^The .+ refused the key \((HTTP [^)]*)\): check /.exec(message)?.[1];
  const coded = status ? codedPart('registry.operatorRefusedKey', { ...variablesOf(api), status }) : null;
  return coded?.text === message ? coded : { text: message };
}

export async function operatorProblem(db: Executor, api: OrdApi): Promise<ReasonPart | null> {
  if (api === 'OTM') return codedPart('registry.otmNotAvailable');
  if (!readOrdConfig(api).token) return codedPart('registry.operatorNotConfigured', variablesOf(api));
  const paused = await operatorPause(db, api);
  return paused === null ? null : pauseReason(api, paused);
}
