/**
 * One step of a send: skipped when the record's payload is the one already accepted (a job
 * that runs twice sends nothing twice), else sent with its attempt counted; the answer lands
 * on the submission row and, when accepted, the ids on the record (both in one transaction).
 * A failure is kept on the row by its class and thrown on: REJECTED with the operator's
 * messages per field, MISCONFIGURED (401 pauses the operator), RETRY with the backoff decided.
 * A statistics step is the same for many rows at once: the changed ones go in one call (one
 * request per month), each keeping its own row, hash and state.
 */
import { createHash } from 'node:crypto';
import { objectOf } from '../../domain/registry-kinds';
import type { Executor } from '../db/connection';
import type { ServerContext } from '../server-context';
import { OrdError, retryDecision, type OrdApi, type OrdCreativeSent, type OrdObjectKind, type OrdOperator, type OrdSent, type OrdStatisticInput, type RetryPolicy } from '../integrations/ord';
import { pauseOperator } from './operator-pause';
import { markStatisticSent, writeRecordIds } from './record-ids';
import { readSubmission, writeSubmission, type SubmissionKey, type SubmissionState } from './submission-store';

/** One record sent by one call (or a few that belong together: an act and its "ready"). */
export interface SendStep {
  kind: Exclude<OrdObjectKind, 'statistic'>;
  id: number;
  /** What is sent, in the operator layer's terms (hashed to skip unchanged records). */
  input: unknown;
  send(operator: OrdOperator): Promise<OrdSent | OrdCreativeSent>;
}

/** One month's statistic row: its stable key, the row it was built into, what is sent. */
export interface StatisticItem {
  key: string;
  recordId: number;
  input: OrdStatisticInput;
}

export interface StatisticsStep {
  kind: 'statistic';
  items: StatisticItem[];
}

export type PlannedStep = SendStep | StatisticsStep;

/** What a step is known by within one plan or run. */
export const stepKey = (step: PlannedStep) => (step.kind === 'statistic' ? `statistic:${step.items.map((item) => item.key).join(',')}` : `${step.kind}:${step.id}`);

export interface StepOutcome {
  sent: number;
  unchanged: number;
}

/** States in which the operator holds the payload that was sent. */
const accepted: ReadonlySet<SubmissionState> = new Set(['sent', 'processing', 'verified']);

/** A media file is no ERIR object: once the operator holds it there is no verdict to wait for. */
const acceptedState = (kind: OrdObjectKind): SubmissionState => (objectOf(kind) === 'media' ? 'sent' : 'processing');

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
  ctx: ServerContext;
  db: Executor;
  operator: OrdOperator;
  userId: number | null;
  policy?: RetryPolicy;
}

interface Pending {
  key: SubmissionKey;
  hash: string;
  attempts: number;
}

/** The row's attempt at this payload, or null when the operator already holds it. */
async function pending(db: Executor, key: SubmissionKey, input: unknown): Promise<Pending | null> {
  const hash = payloadHash(key.api, input);
  const row = await readSubmission(db, key);
  if (row && row.payloadHash === hash && accepted.has(row.state as SubmissionState) && row.ordId) return null;
  const attempts = (row?.payloadHash === hash ? row.attempts : 0) + 1;
  await writeSubmission(db, key, { state: 'queued', attempts, payloadHash: hash, messages: [], fieldErrors: {} });
  return { key, hash, attempts };
}

/** Keeps a failed call on its rows by its class; answers what to throw on. */
async function failed(ctx: StepContext, rows: Pending[], error: unknown): Promise<unknown> {
  if (!(error instanceof OrdError)) return error;
  const attempts = Math.max(...rows.map((row) => row.attempts));
  const messages = [error.message];
  const write = (state: SubmissionState, shown = messages) =>
    Promise.all(rows.map((row) => writeSubmission(ctx.db, row.key, { state, attempts: row.attempts, messages: shown, fieldErrors: error.fieldErrors })));
  if (error.answerClass === 'REJECTED') {
    await write('rejected');
    return error;
  }
  if (error.answerClass === 'MISCONFIGURED') {
    await write('failed');
    if (error.status === 401) await pauseOperator(ctx.db, ctx.operator.api, error.message);
    return error;
  }
  const decision = retryDecision('RETRY', attempts, ctx.policy);
  if (!decision.retry) {
    await write('failed');
    return error;
  }
  const later = new RetryLater(error, decision.delayMs);
  await write('queued', [later.message]);
  return later;
}

export async function runStep(ctx: StepContext, step: SendStep): Promise<StepOutcome> {
  const { db, operator, userId } = ctx;
  const row = await pending(db, { kind: step.kind, id: step.id, api: operator.api }, step.input);
  if (!row) return { sent: 0, unchanged: 1 };
  try {
    const sent = await step.send(operator);
    await db.transaction(async (tx) => {
      await writeRecordIds(ctx.ctx, tx, step.kind, step.id, operator.api, sent, userId);
      await writeSubmission(tx, row.key, {
        state: acceptedState(step.kind),
        externalId: sent.externalId,
        ordId: sent.ordId,
        erid: 'erid' in sent ? sent.erid : null,
        messages: [],
        fieldErrors: {},
      });
    });
    return { sent: 1, unchanged: 0 };
  } catch (error) {
    throw await failed(ctx, [row], error);
  }
}

export async function runStatistics(ctx: StepContext, step: StatisticsStep): Promise<StepOutcome> {
  const { db, operator } = ctx;
  const rows: Array<Pending & { item: StatisticItem }> = [];
  for (const item of step.items) {
    const row = await pending(db, { kind: 'statistic', id: item.key, api: operator.api }, item.input);
    if (row) rows.push({ ...row, item });
  }
  const unchanged = step.items.length - rows.length;
  if (!rows.length) return { sent: 0, unchanged };
  try {
    const answers = new Map((await operator.sendStatistics(rows.map((row) => row.item.input))).map((answer) => [String(answer.id), answer]));
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const answer = answers.get(String(row.item.input.id));
        if (!answer) throw new OrdError(`The ${operator.api} operator answered nothing for statistic ${row.item.key}`, { service: `ord-${operator.api.toLowerCase()}`, answerClass: 'RETRY' });
        await writeSubmission(tx, row.key, { state: acceptedState('statistic'), externalId: answer.externalId, ordId: answer.ordId, messages: [], fieldErrors: {} });
        await markStatisticSent(ctx.ctx, tx, row.item.recordId);
      }
    });
    return { sent: rows.length, unchanged };
  } catch (error) {
    throw await failed(ctx, rows, error);
  }
}
