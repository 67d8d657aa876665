/**
 * Where each registry operator is reached and with which key (issue "Registry reporting"):
 * ORD_VK_URL / ORD_VK_TOKEN, ORD_OZON_URL / ORD_OZON_TOKEN, ORD_OTM_URL / ORD_OTM_TOKEN, read
 * through the shared outside-service helper so an unset token fails at call time, naming it.
 */
import { readServiceConfig, type ServiceConfig, type ServiceSettings } from '../service-config';

export const ordApis = ['VK', 'OZON', 'OTM'] as const;
export type OrdApi = (typeof ordApis)[number];

export const ORD_TIMEOUT_MS = 30_000;

/** VK's production host (the OpenAPI document's second server; the first is the sandbox). */
export const VK_ORD_DEFAULT_URL = 'https://api.ord.vk.com';
/** Ozon's host, as the public third-party clients call it. */
export const OZON_ORD_DEFAULT_URL = 'https://ord.ozon.ru';

export const ordServices: Record<OrdApi, ServiceSettings> = {
  VK: {
    service: 'ord-vk',
    label: 'VK ORD operator',
    urlVariable: 'ORD_VK_URL',
    defaultUrl: VK_ORD_DEFAULT_URL,
    tokenVariable: 'ORD_VK_TOKEN',
    timeoutMs: ORD_TIMEOUT_MS,
  },
  OZON: {
    service: 'ord-ozon',
    label: 'Ozon ORD operator',
    urlVariable: 'ORD_OZON_URL',
    defaultUrl: OZON_ORD_DEFAULT_URL,
    tokenVariable: 'ORD_OZON_TOKEN',
    timeoutMs: ORD_TIMEOUT_MS,
  },
  OTM: {
    service: 'ord-otm',
    label: 'OTM ORD operator',
    urlVariable: 'ORD_OTM_URL',
    // OTM publishes no protocol, so there is no host to default to.
    defaultUrl: '',
    tokenVariable: 'ORD_OTM_TOKEN',
    timeoutMs: ORD_TIMEOUT_MS,
  },
};

export type OrdConfig = ServiceConfig;

/** Never throws: a missing token fails when an operator is called. */
export const readOrdConfig = (api: OrdApi, env: NodeJS.ProcessEnv = process.env): OrdConfig => readServiceConfig(ordServices[api], env);
