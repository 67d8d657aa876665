/**
 * The error every operator call throws: an IntegrationError (so the HTTP layer answers 400 with
 * its message, as for the other outside services) that also says how the send job must treat it
 * and keeps the operator's messages per field.
 */
import { IntegrationError, type CodedMessage, type IntegrationErrorCode } from '../integration-error';
import type { AnswerClass } from './answer-class';

export type FieldMessages = Record<string, string[]>;

const codeOf: Record<Exclude<AnswerClass, 'OK'>, IntegrationErrorCode> = {
  RETRY: 'UPSTREAM',
  REJECTED: 'REJECTED',
  MISCONFIGURED: 'NOT_CONFIGURED',
};

export class OrdError extends IntegrationError {
  readonly answerClass: Exclude<AnswerClass, 'OK'>;
  /** The operator's (or our mapping's) messages keyed by the operator's field path. */
  readonly fieldErrors: FieldMessages;

  constructor(
    message: string,
    options: { service: string; answerClass: Exclude<AnswerClass, 'OK'>; status?: number; fieldErrors?: FieldMessages; cause?: unknown; badInput?: boolean; refusal?: CodedMessage },
  ) {
    super(message, {
      service: options.service,
      code: options.badInput ? 'BAD_INPUT' : codeOf[options.answerClass],
      status: options.status,
      cause: options.cause,
      refusal: options.refusal,
    });
    this.name = 'OrdError';
    this.answerClass = options.answerClass;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** A record that cannot be said in the operator's terms: refused before anything is sent. */
export function unmappable(service: string, field: string, message: string): OrdError {
  return new OrdError(`${message} (${field})`, { service, answerClass: 'REJECTED', fieldErrors: { [field]: [message] }, badInput: true });
}
