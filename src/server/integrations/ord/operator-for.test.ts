import { describe, expect, it } from 'vitest';
import * as sample from '../../../../dev/testing/ord-samples';
import { readOrdConfig } from './config';
import { operatorFor } from './operator-for';
import { OrdError } from './ord-error';
import type { OrdOperator } from './operator';

describe('operatorFor', () => {
  it('gives each registry API its client', () => {
    expect(['VK', 'OZON', 'OTM'].map((api) => operatorFor(api as 'VK', readOrdConfig(api as 'VK', {})).api)).toEqual(['VK', 'OZON', 'OTM']);
  });

  it('OTM refuses every call with the same message, even when its variables are set, and returns nothing to store', async () => {
    const otm: OrdOperator = operatorFor('OTM', readOrdConfig('OTM', { ORD_OTM_URL: 'http://127.0.0.1:9', ORD_OTM_TOKEN: 't' }));
    const calls: Array<() => Promise<unknown>> = [
      () => otm.upsertParty(sample.advertiser),
      () => otm.upsertContract({ kind: 'contract', record: sample.serviceContract }),
      () => otm.upsertPlatform(sample.platform),
      () => otm.uploadMedia(sample.bannerArchive),
      () => otm.upsertCreative(sample.creative),
      () => otm.upsertAct(sample.act),
      () => otm.markActReady(8),
      () => otm.sendStatistics(sample.statistics),
      () => otm.getStatus('creative', ['cr-3']),
    ];
    for (const call of calls) {
      const error = await call().then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(OrdError);
      expect((error as OrdError).message).toBe('Operator OTM is not available: set ORD_OTM_URL and ORD_OTM_TOKEN and provide its protocol');
      expect((error as OrdError).answerClass).toBe('MISCONFIGURED');
    }
  });
});
