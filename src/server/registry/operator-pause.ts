/**
 * An operator that answered 401 refused our key: its queue is paused (every send to it fails
 * at once, naming the variables to check) until its key changes, which lifts the pause.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { readOrdConfig, type OrdApi } from '../integrations/ord';
import { registryOperatorPauses } from './registry-tables';

const hashOf = (token: string | null | undefined) => createHash('sha256').update(token ?? '').digest('hex');

export async function pauseOperator(db: Executor, api: OrdApi, message: string): Promise<void> {
  const values = { message, tokenHash: hashOf(readOrdConfig(api).token), pausedAt: new Date().toISOString() };
  await db.insert(registryOperatorPauses).values({ api, ...values }).onConflictDoUpdate({ target: registryOperatorPauses.api, set: values });
}

/** The pause's message while the refused key is still the configured one; a new key lifts it. */
export async function operatorPause(db: Executor, api: OrdApi): Promise<string | null> {
  const [pause] = await db.select().from(registryOperatorPauses).where(eq(registryOperatorPauses.api, api));
  if (!pause) return null;
  if (pause.tokenHash === hashOf(readOrdConfig(api).token)) return pause.message;
  await db.delete(registryOperatorPauses).where(eq(registryOperatorPauses.api, api));
  return null;
}
