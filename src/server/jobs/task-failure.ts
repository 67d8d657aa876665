/**
 * A failed task's reason as a refusal carries its own (docs/decisions.md "Failed tasks in the
 * user's language"): `detail` is the English text it always was, `code` and `values` let the
 * web app show it in the user's language. A job's refusal is stored with its code and values; a
 * text without a code (pg-boss's, the heartbeat's, a defect's, an outside service's) gets the
 * code whose entry it is, or goes out as the `reason` of `tasks.failed`.
 */
import { en } from '../../domain/core/i18n/en';
import { isRefusalCode, refusalCodeOf, refusalsEn, type RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { renderMessage, type MessageValues } from '../../domain/core/refusals/render-message';
import { Refusal } from '../../domain/core/refusals/refusal';
import { StoreUnavailableError } from '../files/byte-store';
import { IntegrationError } from '../integrations/integration-error';
import { integrationRefusal } from '../integrations/integration-refusal';

export interface TaskFailure {
  detail: string;
  code: RefusalCode;
  values: MessageValues;
}

/** The failure of a code and its values, `detail` being the English entry filled in. */
export function failureOfCode(code: RefusalCode, values: MessageValues = {}): TaskFailure {
  return { detail: renderMessage(refusalsEn[code], values, (key) => en[key]), code, values };
}

/**
 * What a job's error is stored as: a refusal as it is; an outside service's error as the routes
 * answer it; a file store that could not take the task's file with the store's own reason.
 */
export function storedFailure(error: unknown): unknown {
  if (error instanceof IntegrationError) return integrationRefusal(error);
  if (error instanceof StoreUnavailableError) {
    const { cause } = error;
    return new Refusal('unavailable', 'tasks.fileStoreUnavailable', { reason: cause instanceof Error ? cause.message || cause.name : String(cause) });
  }
  return error;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text pg-boss stored: the error's message, or a text given to `fail` (kept as `value`). */
function messageOf(output: Record<string, unknown>): string | null {
  if (typeof output.message === 'string' && output.message) return output.message;
  const { value } = output;
  if (typeof value === 'string') return value;
  return isRecord(value) && typeof value.message === 'string' ? value.message : null;
}

const handlerTimedOut = /^handler execution exceeded (\d+)ms$/;

function failureOfText(text: string): TaskFailure {
  const code = refusalCodeOf(text);
  if (code) return { detail: text, code, values: {} };
  const timedOut = handlerTimedOut.exec(text);
  if (timedOut) return { detail: text, code: 'tasks.timedOut', values: { ms: Number(timedOut[1]) } };
  return { detail: text, code: 'tasks.failed', values: { reason: text } };
}

/** A failed task's `{detail, code, values}` from the output pg-boss stored for it. */
export function taskFailureOf(output: unknown): TaskFailure {
  if (!isRecord(output)) return failureOfCode('tasks.failedWithoutReason');
  const detail = messageOf(output) ?? JSON.stringify(output);
  if (isRefusalCode(output.code)) return { detail, code: output.code, values: isRecord(output.values) ? (output.values as MessageValues) : {} };
  return failureOfText(detail);
}
