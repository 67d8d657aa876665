/**
 * One step of a send: skipped when the record's payload is the one already accepted (a job
 * that runs twice sends nothing twice), else sent with its attempt counted; the answer lands
 * on the submission row and, when accepted, the ids on the record (both in one transaction).
 * A failure is kept on the row by its class and thrown on: REJECTED with the operator's
 * messages per field, MISCONFIGURED (401 pauses the operator), RETRY with the backoff decided.
 */
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/connection';
import { OrdError, retryDecision, type OrdApi, type OrdOperator, type RetryPolicy } from '../../integrations/ord';
import { pauseOperator } from './operator-pause';
import { writeRecordIds } from './record-ids';
import type { SendStep } from './send-plan';
import { readSubmission, writeSubmission, type SubmissionState } from './submission-store';

/** States in which the operator holds the payload that was sent. */
const accepted: ReadonlySet<SubmissionState> = new Set(['sent', 'processing', 'verified']);

export const payloadHash = (api: OrdApi, input: unknown) => createHash('sha256').update(`${api}\n${JSON.stringify(input)}`).digest('hex');

/** A retryable failure with the delay before the next attempt. */
export class RetryLater extends Error {
  constructor(
    override readonly cause: OrdError,
    readonly delayMs: number,
  ) {
    super(`${cause.message} (will try again in ${Math.round(delayMs / 1000)} s)`);
  }
}

export interface StepContext {
  db: Executor;
  operator: OrdOperator;
  userId: number | null;
  policy?: RetryPolicy;
}

export async function runStep({ db, operator, userId, policy }: StepContext, step: SendStep): Promise<'sent' | 'unchanged'> {
  const api = operator.api;
  const key = { kind: step.kind, id: step.id, api };
  const hash = payloadHash(api, step.input);
  const row = await readSubmission(db, key);
  if (row && row.payloadHash === hash && accepted.has(row.state as SubmissionState) && row.ordId) return 'unchanged';

  const attempts = (row?.payloadHash === hash ? row.attempts : 0) + 1;
  await writeSubmission(db, key, { state: 'queued', attempts, payloadHash: hash, messages: [], fieldErrors: {} });
  try {
    const sent = await step.send(operator);
    await db.transaction(async (tx) => {
      await writeRecordIds(tx, step.kind, step.id, api, sent, userId);
      await writeSubmission(tx, key, {
        state: 'processing',
        externalId: sent.externalId,
        ordId: sent.ordId,
        erid: 'erid' in sent ? sent.erid : null,
        messages: [],
        fieldErrors: {},
      });
    });
    return 'sent';
  } catch (error) {
    if (!(error instanceof OrdError)) throw error;
    const failed = { attempts, messages: [error.message], fieldErrors: error.fieldErrors };
    if (error.answerClass === 'REJECTED') {
      await writeSubmission(db, key, { state: 'rejected', ...failed });
      throw error;
    }
    if (error.answerClass === 'MISCONFIGURED') {
      await writeSubmission(db, key, { state: 'failed', ...failed });
      if (error.status === 401) await pauseOperator(db, api, error.message);
      throw error;
    }
    const decision = retryDecision('RETRY', attempts, policy);
    if (!decision.retry) {
      await writeSubmission(db, key, { state: 'failed', ...failed });
      throw error;
    }
    const later = new RetryLater(error, decision.delayMs);
    await writeSubmission(db, key, { state: 'queued', ...failed, messages: [later.message] });
    throw later;
  }
}
