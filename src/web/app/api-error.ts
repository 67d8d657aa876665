/**
 * Error of an API call, with the status and the server's `{detail, code, values, errors}` body
 * (API.md). A refusal whose `code` the catalogue knows reads in the user's language.
 */
import { i18n } from './i18n';
import { writtenReason } from '../../domain/core/refusals/reason-parts';
import { writtenValues, type MessageValues } from '../../domain/core/refusals/render-message';
import { isFieldErrorCode, type FieldErrorCode } from '../../domain/core/validation/value-limits';

export type FieldErrorMap = Record<string, string[]>;
type RefusalValues = MessageValues;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrorMap = {},
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The refusal's message code (API.md "Message codes"), when the answer has one. */
  get code(): string | null {
    const code = this.body && typeof this.body === 'object' ? (this.body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : null;
  }

  /** The first coded error of each field (API.md "Values": `errorCodes`), for the field's own wording. */
  get fieldErrorCodes(): Record<string, FieldErrorCode> {
    const codes = this.body && typeof this.body === 'object' ? (this.body as { errorCodes?: unknown }).errorCodes : undefined;
    if (!codes || typeof codes !== 'object') return {};
    const entries = Object.entries(codes as Record<string, unknown>).map(([field, list]) => [field, Array.isArray(list) ? list[0] : undefined] as const);
    return Object.fromEntries(entries.filter((entry): entry is readonly [string, FieldErrorCode] => isFieldErrorCode(entry[1])));
  }
}

/** Texts made from a refusal's code in the user's language: translated, though not keys themselves. */
const shownRefusals = new Set<string>();

export function isShownRefusal(text: string): boolean {
  return shownRefusals.has(text);
}

/** A body's message code and values, when the catalogue has the code; null otherwise. */
function codeOf(body: unknown): { code: string; values: RefusalValues } | null {
  if (!body || typeof body !== 'object') return null;
  const { code, values } = body as { code?: unknown; values?: unknown };
  if (typeof code !== 'string' || !i18n.exists(code)) return null;
  return { code, values: values && typeof values === 'object' ? (values as RefusalValues) : {} };
}

const written = (code: string, values: MessageValues) => i18n.t(code, writtenValues(values, (key, count) => i18n.t(key, { count })));

/** A coded reason inside a message's values (reason-parts.ts) in the user's language; null when it has none. */
export function translatedReason(values: Readonly<Record<string, unknown>>): string | null {
  return writtenReason(values, (code, partValues) => (i18n.exists(code) ? written(code, partValues) : null));
}

/** The refusal in the user's language from its code and values; null for a body without a known code. */
export function translatedRefusal(body: unknown): string | null {
  const coded = codeOf(body);
  if (!coded) return null;
  const reason = translatedReason(coded.values);
  const text = written(coded.code, reason === null ? coded.values : { ...coded.values, reason });
  if (shownRefusals.size > 500) shownRefusals.clear();
  shownRefusals.add(text);
  return text;
}

function detailOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'detail' in body ? String((body as { detail: unknown }).detail) : null;
}

/**
 * Message of an HTTP failure (spec 2 §8): a known code in the user's language; otherwise 401,
 * 413, 500, 502 by name, and the body's detail for the rest.
 */
export function messageOfResponse(status: number, body: unknown): string {
  const detail = detailOf(body);
  if (status < 500) {
    const translated = translatedRefusal(body);
    if (translated) return translated;
  }
  if (status === 401) return detail ?? 'NOT_AUTHORIZED';
  if (status === 413) return 'PROVIDED FILE TOO LARGE';
  if (status === 502) return 'CONNECTION_ERROR';
  if (status >= 500) return detail ?? 'SERVER_ERROR';
  if (detail) return detail;
  if (typeof body === 'string' && body) return body;
  return `HTTP ${status}`;
}

/** A body's field errors; an error that repeats the refusal's detail reads as the refusal does. */
export function fieldErrorsOfResponse(body: unknown, message: string): FieldErrorMap {
  const errors = body && typeof body === 'object' && 'errors' in body ? ((body as { errors: FieldErrorMap | null }).errors ?? {}) : {};
  const detail = detailOf(body);
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((text) => (text === detail ? message : text))]));
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
