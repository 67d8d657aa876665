/**
 * A batch of enrichments (the `wl/deepseek/` task): at most `concurrency` answers asked at once,
 * a 429's wait kept by every worker, each valid answer handed to `write` as it comes (so the
 * caller writes it, and nothing for a refused one), refused answers counted and named. A
 * failure that is not one domain's answer (the service down after its retries, the key
 * refused, a write failing) stops the batch: no new question is asked, the ones under way
 * finish, and the batch rejects with that failure.
 */
import type { EnrichmentFields, PromptType } from '../../../domain/domains/enrichment-answer';
import type { MessageValues } from '../../../domain/core/refusals/render-message';
import { enrichDomain, type EnrichmentPrompt, type LlmCallOptions, type LlmPause } from './enrich-domain';
import { createLlmClient } from './llm-client';
import { readLlmConfig } from './llm-config';
import { RefusedAnswer } from './refused-answer';

export interface EnrichManyInput<T extends PromptType> {
  domains: readonly string[];
  prompt: EnrichmentPrompt;
  type: T;
  write: (domain: string, fields: EnrichmentFields<T>) => Promise<void>;
}

export interface EnrichManyOptions extends Omit<LlmCallOptions, 'pause'> {
  /** Default: the configuration's (`LLM_CONCURRENCY`). */
  concurrency?: number;
}

export interface EnrichmentFailure {
  domain: string;
  code: RefusedAnswer['answerCode'];
  values: MessageValues;
  /** The English reason. */
  reason: string;
}

export interface EnrichmentSummary {
  updated: number;
  failed: number;
  /** In the order the domains were given. */
  failures: EnrichmentFailure[];
}

export async function enrichMany<T extends PromptType>(input: EnrichManyInput<T>, options: EnrichManyOptions = {}): Promise<EnrichmentSummary> {
  const config = options.config ?? readLlmConfig();
  const client = options.client ?? createLlmClient(config, options.logger);
  const pause: LlmPause = { until: 0 };
  const call: LlmCallOptions = { ...options, config, client, pause };
  const failures: Array<EnrichmentFailure & { index: number }> = [];
  let updated = 0;
  let next = 0;
  let stopped: { error: unknown } | undefined;

  options.logger?.info({ type: input.type, domains: input.domains.length, url: config.url, model: config.model }, 'enrichment started');

  async function worker() {
    while (!stopped && next < input.domains.length) {
      const index = next++;
      const domain = input.domains[index];
      try {
        const fields = await enrichDomain({ prompt: input.prompt, domain, type: input.type }, call);
        if (stopped) return;
        await input.write(domain, fields);
        updated++;
      } catch (error) {
        if (error instanceof RefusedAnswer) {
          failures.push({ index, domain, code: error.answerCode, values: error.values, reason: error.detail });
          options.logger?.warn({ domain, reason: error.detail }, 'enrichment answer refused');
        } else {
          stopped ??= { error };
        }
      }
    }
  }

  const concurrency = Math.max(1, Math.min(options.concurrency ?? config.concurrency, input.domains.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (stopped) {
    options.logger?.warn({ type: input.type, updated, failed: failures.length, reason: stopped.error instanceof Error ? stopped.error.message : String(stopped.error) }, 'enrichment stopped');
    throw stopped.error;
  }
  options.logger?.info({ type: input.type, updated, failed: failures.length }, 'enrichment finished');
  return { updated, failed: failures.length, failures: failures.sort((a, b) => a.index - b.index).map(({ index: _index, ...failure }) => failure) };
}
