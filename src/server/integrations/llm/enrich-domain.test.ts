import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Refusal } from '../../../domain/core/refusals/refusal';
import { apiError, chatBody, completion } from '../../../../dev/testing/chat-completions';
import { startLocalService, type LocalAnswer, type LocalService } from '../../../../dev/testing/local-service';
import { enrichDomain, type LlmCallOptions } from './enrich-domain';
import { LLM_DEFAULT_MODEL, LLM_DEFAULT_URL, readLlmConfig } from './llm-config';
import { RefusedAnswer } from './refused-answer';

let service: LocalService;
let answers: LocalAnswer[];
let sleeps: number[];

beforeAll(async () => {
  service = await startLocalService(() => answers.shift() ?? apiError(500, 'no answer planned'));
});
afterAll(async () => service.close());
beforeEach(() => {
  service.requests.length = 0;
  answers = [];
  sleeps = [];
});

const prompt = { systemText: 'You describe {domain} for advertisers. Answer in JSON.', userText: 'Themes of {domain}? Look at {domain} closely.' };
const thematic = { topThemes: ['News'], themes: ['News', 'Politics'], content: 'Daily news' };

function options(env: Record<string, string> = {}): LlmCallOptions {
  return {
    config: readLlmConfig({ LLM_URL: `${service.url}/v1/`, LLM_API_KEY: 'sk-secret-key', LLM_MODEL: 'test-model', ...env }),
    retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 5000 },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

describe('the language model configuration', () => {
  it('defaults to DeepSeek and its chat model, four answers at once', () => {
    expect(readLlmConfig({})).toEqual({ url: LLM_DEFAULT_URL, token: undefined, timeoutMs: 120_000, model: LLM_DEFAULT_MODEL, concurrency: 4 });
    expect(readLlmConfig({ LLM_CONCURRENCY: '8' }).concurrency).toBe(8);
    expect(readLlmConfig({ LLM_CONCURRENCY: 'many' }).concurrency).toBe(4);
  });
});

describe('enriching one domain', () => {
  it('asks {LLM_URL}/chat/completions in JSON mode with the prompt filled in and returns the validated answer', async () => {
    answers.push(completion(JSON.stringify({ ...thematic, content: ' Daily news ' })));
    expect(await enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options())).toEqual(thematic);

    expect(service.requests).toHaveLength(1);
    const [request] = service.requests;
    expect([request.method, request.url, request.headers.authorization]).toEqual(['POST', '/v1/chat/completions', 'Bearer sk-secret-key']);
    expect(chatBody(request)).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'You describe news.example for advertisers. Answer in JSON.' },
        { role: 'user', content: 'Themes of news.example? Look at news.example closely.' },
      ],
    });
  });

  it('refuses an answer that is not JSON', async () => {
    answers.push(completion('The site is about news.'));
    const refused = await refusal(enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options()));
    expect(refused).toBeInstanceOf(RefusedAnswer);
    expect([refused.code, refused.detail]).toEqual(['llm.answer.notJson', 'the answer is not JSON']);
  });

  it('refuses an answer that breaks the schema, naming what is wrong', async () => {
    answers.push(completion(JSON.stringify({ audienceSex: 'BOTH', audienceMainAge: '25-34', audienceAges: ['25-34'], comment: 'hi' })));
    const refused = await refusal(enrichDomain({ prompt, domain: 'news.example', type: 'AUDIENCE' }, options()));
    expect(refused).toBeInstanceOf(RefusedAnswer);
    expect(refused.code).toBe('llm.answer.schema');
    expect(refused.detail).toBe('the answer breaks the schema: audienceSex: Invalid option: expected one of "MALE"|"FEMALE"|"MIXED"; Unrecognized key: "comment"');
  });

  it('refuses an empty or cut-off answer and one the service refuses with 400', async () => {
    answers.push(completion(null), completion('{"topThemes": ["Ne', 'length'), apiError(400, 'Content Exists Risk'));
    const run = () => refusal(enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options()));
    expect((await run()).detail).toBe('the answer is empty');
    expect((await run()).detail).toBe('the answer was cut off at the length limit');
    const rejected = await run();
    expect(rejected).toBeInstanceOf(RefusedAnswer);
    expect(rejected.detail).toBe('the language model refused the request: HTTP 400: Content Exists Risk');
  });

  it('waits as long as a 429 asks (Retry-After) and then takes the answer', async () => {
    answers.push(apiError(429, 'Rate limit reached', { 'retry-after': '2' }), completion(JSON.stringify(thematic)));
    expect(await enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options())).toEqual(thematic);
    expect(service.requests).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('backs off on 5xx and fails naming the service once the attempts are spent', async () => {
    answers.push(apiError(500, 'Internal error'), apiError(502, 'Bad gateway'), apiError(500, 'Internal error'));
    const failed = await refusal(enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options()));
    expect(failed).not.toBeInstanceOf(RefusedAnswer);
    expect([failed.kind, failed.code]).toEqual(['unavailable', 'llm.failed']);
    expect(failed.detail).toBe(`The language model at ${service.url}/v1 failed: HTTP 500: Internal error after 3 attempts`);
    expect(service.requests).toHaveLength(3);
    expect(sleeps).toEqual([10, 20]);
  });

  it('does not retry a refused key', async () => {
    answers.push(apiError(401, 'Authentication Fails, Your api key is invalid'));
    const failed = await refusal(enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options()));
    expect(failed.detail).toBe(`The language model at ${service.url}/v1 failed: HTTP 401: Authentication Fails, Your api key is invalid`);
    expect(failed.detail).not.toContain('sk-secret-key');
    expect(service.requests).toHaveLength(1);
  });

  it('fails naming the service when nothing answers', async () => {
    const closed = await startLocalService(() => completion('{}'));
    const url = closed.url;
    await closed.close();
    const failed = await refusal(enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, options({ LLM_URL: url })));
    expect(failed.code).toBe('llm.failed');
    expect(failed.detail).toMatch(new RegExp(`^The language model at ${url} failed: no answer \\(Connection error.*\\) after 3 attempts$`));
  });

  it('fails naming LLM_API_KEY when it is not set, without calling out', async () => {
    const failed = await refusal(enrichDomain({ prompt, domain: 'news.example', type: 'THEMATIC' }, { ...options(), config: readLlmConfig({ LLM_URL: service.url }) }));
    expect([failed.kind, failed.detail]).toEqual(['invalid', 'The language model is not configured: set LLM_API_KEY (and LLM_URL, LLM_MODEL if not the defaults)']);
    expect(service.requests).toHaveLength(0);
  });
});
