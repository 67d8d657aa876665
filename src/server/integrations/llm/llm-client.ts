/**
 * The official `openai` client pointed at the configured chat completions API. It retries
 * nothing itself (enrich-domain does, honouring Retry-After) and logs through the server's
 * logger at the logger's level; the client leaves the key out of what it logs.
 */
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { requireLlmKey, type LlmConfig } from './llm-config';

type ClientLogLevel = 'off' | 'error' | 'warn' | 'info' | 'debug';

function clientLogLevel(logger: Logger): ClientLogLevel {
  if (logger.isLevelEnabled('debug')) return 'debug';
  if (logger.isLevelEnabled('info')) return 'info';
  if (logger.isLevelEnabled('warn')) return 'warn';
  return logger.isLevelEnabled('error') ? 'error' : 'off';
}

/** The client's `(message, ...details)` calls as pino's `(object, message)`. */
function clientLogger(logger: Logger) {
  const at =
    (level: 'error' | 'warn' | 'info' | 'debug') =>
    (message: string, ...details: unknown[]) =>
      logger[level]({ details }, message);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** Fails naming LLM_API_KEY when it is not set. */
export function createLlmClient(config: LlmConfig, logger?: Logger): OpenAI {
  const apiKey = requireLlmKey(config);
  const log = logger?.child({ service: 'llm' });
  return new OpenAI({
    apiKey,
    baseURL: config.url,
    timeout: config.timeoutMs,
    maxRetries: 0,
    ...(log ? { logger: clientLogger(log), logLevel: clientLogLevel(log) } : { logLevel: 'off' as const }),
  });
}
