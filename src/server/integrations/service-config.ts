/**
 * The configuration of an outside service, the same for every client (company data, CRM, the
 * registry operators, the LLM, analytics): a base URL with a default and a token, read from
 * environment variables when the service is called, so a server started without them runs
 * and the call that needs them fails with a message naming them.
 */
import { refuse } from '../../domain/core/refusals/refusal';
import { IntegrationError, trimBaseUrl, type CodedMessage } from './integration-error';

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

/** An unset service's message as a code and values (the variables to set). */
export function notConfigured(settings: ServiceSettings): CodedMessage {
  return { code: 'integration.notConfigured', values: { label: settings.label, token: settings.tokenVariable, url: settings.urlVariable } };
}

export function notConfiguredMessage(settings: ServiceSettings): string {
  const { code, values } = notConfigured(settings);
  return refuse.invalid(code, values).detail;
}

export function requireServiceToken(settings: ServiceSettings, config: ServiceConfig): string {
  if (!config.token) throw new IntegrationError(notConfiguredMessage(settings), { service: settings.service, code: 'NOT_CONFIGURED', refusal: notConfigured(settings) });
  return config.token;
}
