import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Refusal } from '../../../domain/core/refusals/refusal';
import { apiError, completion, userText } from '../../../../dev/testing/chat-completions';
import { startLocalService, type LocalAnswer, type LocalService } from '../../../../dev/testing/local-service';
import type { EnrichmentFields } from '../../../domain/domains/enrichment-answer';
import { enrichMany, type EnrichManyOptions } from './enrich-many';
import { enrichmentDetail } from './enrichment-detail';
import { readLlmConfig } from './llm-config';

/** The local model answers per domain (the user message is the domain); a list answers in turn. */
let byDomain: Record<string, LocalAnswer | LocalAnswer[]>;
let service: LocalService;
let inFlight: number;
let mostAtOnce: number;

const answerFor = (domain: string): LocalAnswer => {
  const planned = byDomain[domain];
  return (Array.isArray(planned) ? planned.shift() : planned) ?? apiError(500, 'no answer planned');
};

beforeAll(async () => {
  service = await startLocalService((request) => {
    const answer = answerFor(userText(request));
    const delay = answer === 'hang' ? 0 : (answer.delayMs ?? 0);
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    setTimeout(() => inFlight--, delay);
    return answer;
  });
});
afterAll(async () => service.close());
beforeEach(() => {
  service.requests.length = 0;
  byDomain = {};
  inFlight = 0;
  mostAtOnce = 0;
});

const prompt = { systemText: 'Describe the audience of a site. Answer in JSON.', userText: '{domain}' };
const audience = (sex: string) => JSON.stringify({ audienceSex: sex, audienceMainAge: '25-34', audienceAges: ['18-24', '25-34'] });

function options(extra: Partial<EnrichManyOptions> = {}): EnrichManyOptions {
  return {
    config: readLlmConfig({ LLM_URL: service.url, LLM_API_KEY: 'sk-very-secret-key-123' }),
    retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 1000 },
    ...extra,
  };
}

function writer() {
  const written: Array<[string, EnrichmentFields<'AUDIENCE'>]> = [];
  return { written, write: async (domain: string, fields: EnrichmentFields<'AUDIENCE'>) => void written.push([domain, fields]) };
}

describe('enriching a batch of domains', () => {
  it('writes each valid answer, counts and names the refused ones, in the task detail', async () => {
    byDomain = {
      'a.example': completion(audience('MALE')),
      'b.example': completion('I think mostly men.'),
      'c.example': completion(audience('FEMALE')),
      'd.example': completion(JSON.stringify({ audienceSex: 'MALE', audienceMainAge: 'young', audienceAges: ['18-24'] })),
      'e.example': completion(audience('MIXED')),
    };
    const { written, write } = writer();
    const summary = await enrichMany({ domains: Object.keys(byDomain), prompt, type: 'AUDIENCE', write }, options());

    expect(written.map(([domain, fields]) => [domain, fields.audienceSex]).sort()).toEqual([
      ['a.example', 'MALE'],
      ['c.example', 'FEMALE'],
      ['e.example', 'MIXED'],
    ]);
    expect(summary).toEqual({
      updated: 3,
      failed: 2,
      failures: [
        { domain: 'b.example', code: 'llm.answer.notJson', values: {}, reason: 'the answer is not JSON' },
        { domain: 'd.example', code: 'llm.answer.schema', values: { reason: 'audienceMainAge: an age band is written 18-24 or 55+' }, reason: 'the answer breaks the schema: audienceMainAge: an age band is written 18-24 or 55+' },
      ],
    });
    expect(enrichmentDetail(summary)).toBe(
      'DeepSeek update completed! Updated: 3, failed: 2\nb.example: the answer is not JSON\nd.example: the answer breaks the schema: audienceMainAge: an age band is written 18-24 or 55+',
    );
    expect(enrichmentDetail({ ...summary, updated: 0 }, 1)).toBe('DeepSeek update completed! Updated: 0, failed: 2\nb.example: the answer is not JSON\n… 1 more');
  });

  it('asks at most the concurrency limit at once', async () => {
    const domains = Array.from({ length: 6 }, (_, i) => `site${i}.example`);
    // Each answer takes long enough for the three workers' questions to meet at the service.
    byDomain = Object.fromEntries(domains.map((domain) => [domain, completion(audience('MIXED'), 'stop', 400)]));
    const { written, write } = writer();
    const summary = await enrichMany({ domains, prompt, type: 'AUDIENCE', write }, options({ concurrency: 3 }));
    expect([summary.updated, summary.failed, written.length]).toEqual([6, 0, 6]);
    // Never more than the limit (without it all six would meet); at least two at once, so it runs in parallel.
    expect(mostAtOnce).toBeLessThanOrEqual(3);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it('retries a domain after 429 and 5xx and still counts it as updated', async () => {
    byDomain = {
      'a.example': [apiError(429, 'Rate limit reached', { 'retry-after-ms': '30' }), completion(audience('MALE'))],
      'b.example': [apiError(503, 'Service busy'), completion(audience('FEMALE'))],
    };
    const { written, write } = writer();
    const summary = await enrichMany({ domains: ['a.example', 'b.example'], prompt, type: 'AUDIENCE', write }, options());
    expect([summary.updated, summary.failed, written.length, service.requests.length]).toEqual([2, 0, 2, 4]);
  });

  it('stops the batch and fails naming the service when it stays down', async () => {
    byDomain = {
      'a.example': completion(audience('MALE')),
      'b.example': [apiError(500, 'Internal error'), apiError(500, 'Internal error'), apiError(500, 'Internal error')],
      'c.example': completion(audience('MALE')),
    };
    const { written, write } = writer();
    const error = await enrichMany({ domains: ['a.example', 'b.example', 'c.example'], prompt, type: 'AUDIENCE', write }, options({ concurrency: 1 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect((error as Refusal).detail).toBe(`The language model at ${service.url} failed: HTTP 500: Internal error after 3 attempts`);
    expect(written.map(([domain]) => domain)).toEqual(['a.example']);
    expect(service.requests.map(userText)).toEqual(['a.example', 'b.example', 'b.example', 'b.example']);
  });

  it('stops the batch when a write fails, with that failure', async () => {
    byDomain = { 'a.example': completion(audience('MALE')), 'b.example': completion(audience('MALE')), 'c.example': completion(audience('MALE')) };
    const written: string[] = [];
    const write = async (domain: string) => {
      if (domain === 'b.example') throw new Error('database is gone');
      written.push(domain);
    };
    const error = await enrichMany({ domains: ['a.example', 'b.example', 'c.example'], prompt, type: 'AUDIENCE', write }, options({ concurrency: 1 })).catch((e: unknown) => e);
    expect((error as Error).message).toBe('database is gone');
    expect(written).toEqual(['a.example']);
    expect(service.requests.map(userText)).toEqual(['a.example', 'b.example']);
  });

  it('fails naming LLM_API_KEY when unconfigured, before asking or writing anything', async () => {
    const { written, write } = writer();
    const error = await enrichMany({ domains: ['a.example'], prompt, type: 'AUDIENCE', write }, { config: readLlmConfig({ LLM_URL: service.url }) }).catch((e: unknown) => e);
    expect((error as Refusal).detail).toBe('The language model is not configured: set LLM_API_KEY (and LLM_URL, LLM_MODEL if not the defaults)');
    expect([written.length, service.requests.length]).toEqual([0, 0]);
  });

  it('never logs the key, even with the client logging its requests', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const logger = pino({ level: 'debug' }, sink);
    byDomain = {
      'a.example': [apiError(429, 'Rate limit reached', { 'retry-after-ms': '5' }), completion(audience('MALE'))],
      'b.example': completion('not json'),
      'c.example': apiError(401, 'Authentication Fails, Your api key sk-very-secret-key-123 is invalid'),
    };
    const { write } = writer();
    await enrichMany({ domains: ['a.example', 'b.example', 'c.example'], prompt, type: 'AUDIENCE', write }, options({ logger, concurrency: 1 })).catch(() => undefined);
    const output = lines.join('');
    expect(output).toContain('sending request');
    expect(output).toContain('language model busy: retrying');
    expect(output).toContain('enrichment answer refused');
    expect(output).toContain('enrichment stopped');
    expect(output).not.toContain('sk-very-secret-key-123');
  });
});
