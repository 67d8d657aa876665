import { IntegrationError, trimBaseUrl } from '../integration-error';

export const PIPEDRIVE_DEFAULT_URL = 'https://api.pipedrive.com';
export const PIPEDRIVE_TIMEOUT_MS = 10_000;
/** Largest page Pipedrive's cursor-paginated list endpoints accept. */
export const PIPEDRIVE_PAGE_LIMIT = 500;

export interface PipedriveConfig {
  /** Company or API base URL, without a trailing slash (paths start with /api/v2). */
  url: string;
  /** API token; undefined when PIPEDRIVE_TOKEN is not set. */
  token: string | undefined;
  timeoutMs: number;
}

/** Reads PIPEDRIVE_URL and PIPEDRIVE_TOKEN. Never throws: an unset token fails at call time. */
export function readPipedriveConfig(env: NodeJS.ProcessEnv = process.env): PipedriveConfig {
  const token = env.PIPEDRIVE_TOKEN?.trim();
  return {
    url: trimBaseUrl(env.PIPEDRIVE_URL?.trim() || PIPEDRIVE_DEFAULT_URL),
    token: token || undefined,
    timeoutMs: PIPEDRIVE_TIMEOUT_MS,
  };
}

export const PIPEDRIVE_NOT_CONFIGURED =
  'The CRM service is not configured: set PIPEDRIVE_TOKEN (and PIPEDRIVE_URL if not the default)';

export function requirePipedriveToken(config: PipedriveConfig): string {
  if (!config.token) {
    throw new IntegrationError(PIPEDRIVE_NOT_CONFIGURED, { service: 'pipedrive', code: 'NOT_CONFIGURED' });
  }
  return config.token;
}
