/**
 * The language model used to enrich the domain inventory (API.md "Domain inventory",
 * `wl/deepseek/`): any OpenAI-compatible chat completions API at `LLM_URL` (DeepSeek's by
 * default), with the key `LLM_API_KEY` and the model `LLM_MODEL`. Read when a task runs, so a
 * server without them starts and the enrichment fails naming LLM_API_KEY.
 */
import { refuse } from '../../../domain/core/refusals/refusal';
import { readServiceConfig, type ServiceConfig, type ServiceSettings } from '../service-config';

export const LLM_DEFAULT_URL = 'https://api.deepseek.com';
export const LLM_DEFAULT_MODEL = 'deepseek-chat';
/** A model may think for a while over a long answer. */
export const LLM_TIMEOUT_MS = 120_000;
/** Answers asked for at once by a batch (`LLM_CONCURRENCY`). */
export const LLM_DEFAULT_CONCURRENCY = 4;

export const llmService: ServiceSettings = {
  service: 'llm',
  label: 'language model',
  urlVariable: 'LLM_URL',
  defaultUrl: LLM_DEFAULT_URL,
  tokenVariable: 'LLM_API_KEY',
  timeoutMs: LLM_TIMEOUT_MS,
};

export interface LlmConfig extends ServiceConfig {
  model: string;
  concurrency: number;
}

function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text?.trim());
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function readLlmConfig(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  return {
    ...readServiceConfig(llmService, env),
    model: env.LLM_MODEL?.trim() || LLM_DEFAULT_MODEL,
    concurrency: positiveInteger(env.LLM_CONCURRENCY, LLM_DEFAULT_CONCURRENCY),
  };
}

/** The key, or the refusal naming LLM_API_KEY. */
export function requireLlmKey(config: LlmConfig): string {
  if (!config.token) throw refuse.invalid('llm.notConfigured');
  return config.token;
}
