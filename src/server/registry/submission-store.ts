/**
 * The submission rows (registry-tables.ts): where the send of one record to one operator
 * stands. Every write is one upsert on the (kind, id, operator) key, so a job that runs twice
 * or two jobs sharing a dependency never make two rows.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { RegistrySubmission } from '../../domain/registry/registry-actions';
import type { Executor } from '../db/connection';
import type { OrdApi, OrdObjectKind } from '../integrations/ord';
import { registrySubmissions } from './registry-tables';

export type SubmissionState = 'queued' | 'sent' | 'processing' | 'verified' | 'rejected' | 'failed';
export type Submission = typeof registrySubmissions.$inferSelect;

export interface SubmissionKey {
  kind: OrdObjectKind;
  id: number | string;
  api: OrdApi;
}

const keyOf = (key: SubmissionKey) =>
  and(eq(registrySubmissions.objectKind, key.kind), eq(registrySubmissions.objectId, String(key.id)), eq(registrySubmissions.api, key.api));

export async function readSubmission(db: Executor, key: SubmissionKey): Promise<Submission | null> {
  const [row] = await db.select().from(registrySubmissions).where(keyOf(key));
  return row ?? null;
}

export type SubmissionChange = Partial<Omit<Submission, 'objectKind' | 'objectId' | 'api' | 'updatedAt'>> & { state: SubmissionState };

export async function writeSubmission(db: Executor, key: SubmissionKey, change: SubmissionChange): Promise<void> {
  const values = { ...change, updatedAt: new Date().toISOString() };
  await db
    .insert(registrySubmissions)
    .values({ objectKind: key.kind, objectId: String(key.id), api: key.api, ...values })
    .onConflictDoUpdate({ target: [registrySubmissions.objectKind, registrySubmissions.objectId, registrySubmissions.api], set: values });
}

/** The rows of one record, one per operator it was sent to. */
export async function submissionsOf(db: Executor, kind: OrdObjectKind, id: number | string): Promise<RegistrySubmission[]> {
  const rows = await db
    .select()
    .from(registrySubmissions)
    .where(and(eq(registrySubmissions.objectKind, kind), eq(registrySubmissions.objectId, String(id))))
    .orderBy(asc(registrySubmissions.api));
  return rows.map((row) => ({ ...row, api: row.api as OrdApi, updatedAt: new Date(row.updatedAt).toISOString() }));
}

/** Rows whose ERIR verdict is still awaited, per operator and kind (the status poll). */
export async function processingSubmissions(db: Executor): Promise<Submission[]> {
  return db.select().from(registrySubmissions).where(eq(registrySubmissions.state, 'processing')).orderBy(asc(registrySubmissions.updatedAt));
}

