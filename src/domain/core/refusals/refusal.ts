/**
 * A domain error: why a request is refused, as a kind (the HTTP layer alone maps kinds to status
 * codes), a stable message code with its values (the browser shows it in the user's language),
 * optional field errors and extra body fields. `detail` is the code's English entry filled in.
 */
import type { FieldErrors } from '../entity';
import { en } from '../i18n/en';
import { renderMessage, type MessageValues } from './render-message';
import { refusalCodeOf, refusalsEn, type RefusalCode } from './refusal-codes';

export const refusalKinds = ['invalid', 'unauthenticated', 'forbidden', 'notFound', 'methodNotAllowed', 'conflict', 'tooLarge', 'tooManyRequests', 'unavailable'] as const;
export type RefusalKind = (typeof refusalKinds)[number];

export interface RefusalOptions {
  errors?: FieldErrors;
  /** More body fields beside detail, code and values (`current`, `field`). */
  extra?: Record<string, unknown>;
}

export class Refusal extends Error {
  readonly detail: string;

  constructor(
    readonly kind: RefusalKind,
    readonly code: RefusalCode,
    readonly values: MessageValues = {},
    readonly options: RefusalOptions = {},
  ) {
    const detail = renderMessage(refusalsEn[code], values, (key) => en[key]);
    super(detail);
    this.detail = detail;
  }

  /** The API.md answer body. */
  body(): Record<string, unknown> {
    const { errors, extra } = this.options;
    return { detail: this.detail, code: this.code, values: this.values, ...(errors ? { errors } : {}), ...extra };
  }
}

const refusalOf =
  (kind: RefusalKind) =>
  (code: RefusalCode, values?: MessageValues, options?: RefusalOptions): Refusal =>
    new Refusal(kind, code, values, options);

/** `throw refuse.invalid('orders.alreadyPaid')`, `throw refuse.notFound('orders.notFound', {id})`. */
export const refuse = {
  invalid: refusalOf('invalid'),
  unauthenticated: refusalOf('unauthenticated'),
  forbidden: refusalOf('forbidden'),
  notFound: refusalOf('notFound'),
  methodNotAllowed: refusalOf('methodNotAllowed'),
  conflict: refusalOf('conflict'),
  tooLarge: refusalOf('tooLarge'),
  tooManyRequests: refusalOf('tooManyRequests'),
  unavailable: refusalOf('unavailable'),
};

/** 400 "invalid form data" with its field errors; `extra` adds body fields (`errorCodes`: each field error's code and values). */
export const invalidFormData = (errors: FieldErrors, extra?: Record<string, unknown>): Refusal => refuse.invalid('form.invalid', {}, { errors, extra });
export const notFound = (): Refusal => refuse.notFound('entity.notFound');

/** The code that carries a text with no code of its own, per kind. */
const textCodes: Record<RefusalKind, RefusalCode> = {
  invalid: 'request.invalid',
  unauthenticated: 'auth.notAuthorized',
  forbidden: 'request.refused',
  notFound: 'request.notFound',
  methodNotAllowed: 'request.methodNotAllowed',
  conflict: 'request.conflict',
  tooLarge: 'request.tooLarge',
  tooManyRequests: 'request.tooManyRequests',
  unavailable: 'request.unavailable',
};

/**
 * A refusal for an English text: its registered code when the text is one (an access rule's
 * verdict), otherwise the kind's text code (or the one given) with the text as `reason`, so
 * `detail` stays the text.
 */
export function refusalOfText(kind: RefusalKind, text: string, options?: RefusalOptions, textCode: RefusalCode = textCodes[kind]): Refusal {
  const code = refusalCodeOf(text);
  return code ? new Refusal(kind, code, {}, options) : new Refusal(kind, textCode, { reason: text }, options);
}

/** A permission refusal for an access rule's verdict; no verdict text means the generic one. */
export const forbiddenBecause = (verdict?: string, options?: RefusalOptions): Refusal =>
  verdict === undefined ? refuse.forbidden('auth.forbidden', {}, options) : refusalOfText('forbidden', verdict, options);

/** A 400 whose message is also the error of one field, so that the form marks that field. */
export function invalidField(field: string, code: RefusalCode, values: MessageValues = {}): Refusal {
  const { detail } = refuse.invalid(code, values);
  return refuse.invalid(code, values, { errors: { [field]: [detail] } });
}
