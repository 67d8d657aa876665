/**
 * OTM publishes no protocol, so there is nothing to speak to it with: every call fails with the
 * issue's message and writes nothing (no id or erid is ever made up), configured or not.
 */
import { registryMessages } from '../../../../domain/registry/registry-actions';
import { ordServices } from '../config';
import { OrdError } from '../ord-error';
import type { OrdOperator } from '../operator';

export const OTM_NOT_AVAILABLE = registryMessages.otmNotAvailable;

const refuse = async (): Promise<never> => {
  throw new OrdError(OTM_NOT_AVAILABLE, { service: ordServices.OTM.service, answerClass: 'MISCONFIGURED' });
};

export function otmOperator(): OrdOperator {
  return {
    api: 'OTM',
    upsertParty: refuse,
    upsertContract: refuse,
    upsertPlatform: refuse,
    uploadMedia: refuse,
    upsertCreative: refuse,
    upsertAct: refuse,
    markActReady: refuse,
    sendStatistics: refuse,
    getStatus: refuse,
  };
}
