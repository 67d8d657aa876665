/**
 * Why a check found a domain NOT_AVAILABLE without a usable answer: a code of the domain
 * check's catalogue, its values (the browser renders them in the reader's language) and the
 * English `detail`, as a refusal carries them.
 */
import type { domainCheckRefusals } from '../../../domain/domains/domain-check-refusals';
import { en } from '../../../domain/core/i18n/en';
import { renderMessage } from '../../../domain/core/refusals/render-message';
import { refusalsEn } from '../../../domain/core/refusals/refusal-codes';

export type CheckProblemCode = Extract<keyof typeof domainCheckRefusals, string>;

export interface CheckProblem {
  code: CheckProblemCode;
  values: Readonly<Record<string, string | number>>;
  detail: string;
}

export function checkProblem(code: CheckProblemCode, values: Readonly<Record<string, string | number>>): CheckProblem {
  return { code, values, detail: renderMessage(refusalsEn[code], values, (key) => en[key]) };
}
