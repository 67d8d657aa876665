/**
 * The actor of background work (syncs, generation): it acts with the system's rights and is
 * recorded in history as the person who started the task (id 0 when nobody did: history and
 * audit fields then say null).
 */
import type { Actor } from '../../domain/core/entity';

export function systemActor(startedBy: number | null): Actor {
  return { id: startedBy ?? 0, role: 'ADMIN', isSuperAdmin: true, department: null };
}

/** The user id written to audit fields and history (null for the system itself). */
export function authorId(actor: Actor): number | null {
  return actor.id || null;
}
