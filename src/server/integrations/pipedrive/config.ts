import { notConfiguredMessage, readServiceConfig, requireServiceToken, type ServiceConfig, type ServiceSettings } from '../service-config';

export const PIPEDRIVE_DEFAULT_URL = 'https://api.pipedrive.com';
export const PIPEDRIVE_TIMEOUT_MS = 10_000;
/** Largest page Pipedrive's cursor-paginated list endpoints accept. */
export const PIPEDRIVE_PAGE_LIMIT = 500;

export const pipedriveService: ServiceSettings = {
  service: 'pipedrive',
  label: 'CRM service',
  urlVariable: 'PIPEDRIVE_URL',
  defaultUrl: PIPEDRIVE_DEFAULT_URL,
  tokenVariable: 'PIPEDRIVE_TOKEN',
  timeoutMs: PIPEDRIVE_TIMEOUT_MS,
};

/** Company or API base URL (paths start with /api/v2) and the API token. */
export type PipedriveConfig = ServiceConfig;

/** Reads PIPEDRIVE_URL and PIPEDRIVE_TOKEN. Never throws: an unset token fails at call time. */
export const readPipedriveConfig = (env: NodeJS.ProcessEnv = process.env): PipedriveConfig => readServiceConfig(pipedriveService, env);

export const PIPEDRIVE_NOT_CONFIGURED = notConfiguredMessage(pipedriveService);

export const requirePipedriveToken = (config: PipedriveConfig): string => requireServiceToken(pipedriveService, config);
