/**
 * Every refusal code the server may send (API.md "Message codes"), per area, with its English
 * catalogue entry: `detail` is that entry filled with the refusal's values. The Russian entries
 * are in i18n/refusals-ru.ts. Declaration checks and tests walk `refusalCodesByArea`.
 */
import { accountsRefusals } from '../../accounts/accounts-refusals';
import { analyticsRefusals } from './analytics-refusals';
import { counterpartiesRefusals } from '../../counterparties/counterparties-refusals';
import { creativesRefusals } from '../../creatives/creatives-refusals';
import { documentsRefusals } from '../../documents/documents-refusals';
import { domainsRefusals } from '../../domains/domains-refusals';
import { entityRefusals } from './entity-refusals';
import { httpRefusals } from './http-refusals';
import { taskRefusals } from './task-refusals';
import { uploadRefusals } from './upload-refusals';
import { valueRefusals } from '../validation/value-limits';
import { registryRefusals } from '../../registry/registry-refusals';
import { salesRefusals } from '../../sales/sales-refusals';
import { publishersRefusals } from '../../publishers/publishers-refusals';
import { dspsRefusals } from '../../dsps/dsps-refusals';
import { buyingActsRefusals } from '../../buying-acts/buying-acts-refusals';
import { dmpsRefusals } from '../../dmps/dmps-refusals';

export const refusalCodesByArea = {
  entity: entityRefusals,
  http: httpRefusals,
  values: valueRefusals,
  tasks: taskRefusals,
  uploads: uploadRefusals,
  accounts: accountsRefusals,
  counterparties: counterpartiesRefusals,
  sales: salesRefusals,
  creatives: creativesRefusals,
  registry: registryRefusals,
  documents: documentsRefusals,
  analytics: analyticsRefusals,
  domains: domainsRefusals,
  publishers: publishersRefusals,
  dsps: dspsRefusals,
  'buying-acts': buyingActsRefusals,
  dmps: dmpsRefusals,
} as const;

type Areas = typeof refusalCodesByArea;
export type RefusalCode = { [A in keyof Areas]: keyof Areas[A] }[keyof Areas] & string;

export const refusalsEn = Object.assign({}, ...Object.values(refusalCodesByArea)) as Record<RefusalCode, string>;

export const refusalCodes = Object.keys(refusalsEn) as RefusalCode[];

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusalsEn, code);
}

/** The code whose English entry is exactly this text (a verdict of an access rule), if any. */
export function refusalCodeOf(text: string): RefusalCode | undefined {
  return refusalCodes.find((code) => refusalsEn[code] === text);
}
