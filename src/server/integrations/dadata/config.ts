import { notConfiguredMessage, readServiceConfig, requireServiceToken, type ServiceConfig, type ServiceSettings } from '../service-config';

export const DADATA_DEFAULT_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs';
export const DADATA_TIMEOUT_MS = 10_000;

export const dadataService: ServiceSettings = {
  service: 'dadata',
  label: 'company-data service',
  urlVariable: 'DADATA_URL',
  defaultUrl: DADATA_DEFAULT_URL,
  tokenVariable: 'DADATA_TOKEN',
  timeoutMs: DADATA_TIMEOUT_MS,
};

export type DadataConfig = ServiceConfig;

/** Reads DADATA_URL and DADATA_TOKEN. Never throws: an unset token fails at call time. */
export const readDadataConfig = (env: NodeJS.ProcessEnv = process.env): DadataConfig => readServiceConfig(dadataService, env);

export const DADATA_NOT_CONFIGURED = notConfiguredMessage(dadataService);

export const requireDadataToken = (config: DadataConfig): string => requireServiceToken(dadataService, config);
