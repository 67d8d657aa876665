/**
 * One domain's enrichment (API.md "Domain inventory", `wl/deepseek/`): the prompt of the type
 * with `{domain}` replaced, asked in JSON mode, retried on 408/429/5xx and lost connections
 * (llm-retry.ts), and the answer validated before it is returned. A refused answer throws
 * RefusedAnswer; a service that stays down, refuses the key or is not configured throws the
 * `llm.failed` / `llm.notConfigured` refusal.
 */
import { APIError, type OpenAI } from 'openai';
import type { Logger } from 'pino';
import type { EnrichmentFields, PromptType } from '../../../domain/domains/enrichment-answer';
import { refuse, type Refusal } from '../../../domain/core/refusals/refusal';
import { checkedAnswer } from './answer-check';
import { createLlmClient } from './llm-client';
import { readLlmConfig, type LlmConfig } from './llm-config';
import { llmRetryPolicy, retryDelayMs, type LlmRetryPolicy } from './llm-retry';
import { RefusedAnswer } from './refused-answer';

export interface EnrichmentPrompt {
  systemText: string;
  userText: string;
}

export interface EnrichDomainInput<T extends PromptType> {
  prompt: EnrichmentPrompt;
  domain: string;
  type: T;
}

/** A wait every caller sharing it keeps (a batch's workers after a 429). */
export interface LlmPause {
  until: number;
}

export interface LlmCallOptions {
  config?: LlmConfig;
  /** Built from `config` when not given (a batch builds one for all its calls). */
  client?: OpenAI;
  retry?: LlmRetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  logger?: Logger;
  pause?: LlmPause;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const maxReason = 300;

export const fillPrompt = (text: string, domain: string): string => text.replaceAll('{domain}', domain);

/** The text with the key blanked out (a service may quote the key it refuses). */
const withoutKey = (text: string, key: string | undefined): string => (key ? text.replaceAll(key, '***') : text);

/** What went wrong, in the service's own words where it gave some; never the request's headers nor the key. */
function reasonOf(error: APIError, attempts: number, key: string | undefined): string {
  const body = error.error as { message?: unknown } | undefined;
  const said = typeof body?.message === 'string' && body.message.trim() ? body.message.trim() : undefined;
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const head = error.status === undefined ? `no answer (${error.message.replace(/\.$/, '')}${cause})` : `HTTP ${error.status}${said ? `: ${said}` : ''}`;
  const text = withoutKey(attempts > 1 ? `${head} after ${attempts} attempts` : head, key);
  return text.length > maxReason ? `${text.slice(0, maxReason)}…` : text;
}

function finalFailure(error: APIError, attempts: number, config: LlmConfig): Refusal {
  const reason = reasonOf(error, attempts, config.token);
  return error.status === 400 || error.status === 422 ? new RefusedAnswer('llm.answer.rejected', { reason }) : refuse.unavailable('llm.failed', { url: config.url, reason });
}

async function complete(client: OpenAI, config: LlmConfig, prompt: EnrichmentPrompt, domain: string, options: LlmCallOptions) {
  const sleep = options.sleep ?? wait;
  const messages = [
    { role: 'system' as const, content: fillPrompt(prompt.systemText, domain) },
    { role: 'user' as const, content: fillPrompt(prompt.userText, domain) },
  ];
  for (let attempt = 1; ; attempt++) {
    const paused = (options.pause?.until ?? 0) - Date.now();
    if (paused > 0) await sleep(paused);
    try {
      return await client.chat.completions.create({ model: config.model, messages, response_format: { type: 'json_object' } });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const delay = retryDelayMs({ status: error.status, headers: error.headers }, attempt, options.retry ?? llmRetryPolicy);
      if (delay === null) throw finalFailure(error, attempt, config);
      options.logger?.info({ domain, status: error.status ?? null, attempt, delayMs: delay }, 'language model busy: retrying');
      if (error.status === 429 && options.pause) options.pause.until = Math.max(options.pause.until, Date.now() + delay);
      await sleep(delay);
    }
  }
}

export async function enrichDomain<T extends PromptType>(input: EnrichDomainInput<T>, options: LlmCallOptions = {}): Promise<EnrichmentFields<T>> {
  const config = options.config ?? readLlmConfig();
  const client = options.client ?? createLlmClient(config, options.logger);
  const completion = await complete(client, config, input.prompt, input.domain, options);
  return checkedAnswer(completion, input.type);
}
