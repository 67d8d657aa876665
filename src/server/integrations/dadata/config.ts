import { IntegrationError, trimBaseUrl } from '../integration-error';

export const DADATA_DEFAULT_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';
export const DADATA_TIMEOUT_MS = 10_000;

export interface DadataConfig {
  /** Base of the suggestions API, without a trailing slash. */
  url: string;
  /** API key; undefined when DADATA_TOKEN is not set. */
  token: string | undefined;
  timeoutMs: number;
}

/** Reads DADATA_URL and DADATA_TOKEN. Never throws: an unset token fails at call time. */
export function readDadataConfig(env: NodeJS.ProcessEnv = process.env): DadataConfig {
  const token = env.DADATA_TOKEN?.trim();
  return {
    url: trimBaseUrl(env.DADATA_URL?.trim() || DADATA_DEFAULT_URL),
    token: token || undefined,
    timeoutMs: DADATA_TIMEOUT_MS,
  };
}

export const DADATA_NOT_CONFIGURED =
  'The company-data service is not configured: set DADATA_TOKEN (and DADATA_URL if not the default)';

export function requireDadataToken(config: DadataConfig): string {
  if (!config.token) throw new IntegrationError(DADATA_NOT_CONFIGURED, { service: 'dadata', code: 'NOT_CONFIGURED' });
  return config.token;
}
