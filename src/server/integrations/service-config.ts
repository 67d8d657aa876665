/**
 * The configuration of an outside service, the same for every client (company data, CRM, the
 * registry operators, the LLM, analytics): a base URL with a default and a token, read from
 * environment variables when the service is called, so a server started without them runs
 * and the call that needs them fails with a message naming them.
 */
import { IntegrationError, trimBaseUrl } from './integration-error';

export interface ServiceSettings {
  /** Short id of the service in errors and logs. */
  service: string;
  /** What a person calls it ("company-data service"). */
  label: string;
  urlVariable: string;
  defaultUrl: string;
  tokenVariable: string;
  timeoutMs: number;
}

export interface ServiceConfig {
  /** Base URL without a trailing slash. */
  url: string;
  /** Undefined when the token variable is not set. */
  token: string | undefined;
  timeoutMs: number;
}

export function readServiceConfig(settings: ServiceSettings, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const token = env[settings.tokenVariable]?.trim();
  return {
    url: trimBaseUrl(env[settings.urlVariable]?.trim() || settings.defaultUrl),
    token: token || undefined,
    timeoutMs: settings.timeoutMs,
  };
}

export function notConfiguredMessage(settings: ServiceSettings): string {
  return `The ${settings.label} is not configured: set ${settings.tokenVariable} (and ${settings.urlVariable} if not the default)`;
}

export function requireServiceToken(settings: ServiceSettings, config: ServiceConfig): string {
  if (!config.token) throw new IntegrationError(notConfiguredMessage(settings), { service: settings.service, code: 'NOT_CONFIGURED' });
  return config.token;
}
