/**
 * The signed-in actor of a session token, kept in the process so that a request does not look
 * its session up again. Every change that can take access away (a session revoked or deleted,
 * a user deactivated, deleted, or given another role or department) notifies every process
 * through the database (`pg_notify('actor_changed', userId)` from triggers, see the migration
 * `actor_change_notifications`), and each process forgets that user's sessions at once. While
 * the notifications might be missed (the listening connection dropped) nothing is kept.
 */
import type { Actor } from '../../../domain/core/entity';
import type { Database } from '../../db/connection';
import { hashToken, sessionActor } from './session-store';

export const actorChangeChannel = 'actor_changed';
/** A safety net only: notifications, not this age, are what take access away. */
const keepForMs = 60_000;
const maxEntries = 10_000;

interface Entry {
  actor: Actor;
  sessionEndsAt: number;
  storedAt: number;
}

export interface ActorCache {
  actorFor(token: string): Promise<Actor | null>;
  forgetUser(userId: number): void;
  close(): Promise<void>;
}

const cachesOf = new WeakMap<Database, Set<ActorCache>>();

/** Forget a user's sessions in every cache of this process at once (the writer's own process). */
export function forgetActor(database: Database, userId: number): void {
  for (const cache of cachesOf.get(database) ?? []) cache.forgetUser(userId);
}

export async function createActorCache(database: Database): Promise<ActorCache> {
  const entries = new Map<string, Entry>();
  const tokensOfUser = new Map<number, Set<string>>();
  let listening = true;
  // Bumped by every change: a lookup that overlapped one is answered but not kept.
  let generation = 0;

  const forgetUser = (userId: number) => {
    generation += 1;
    for (const hash of tokensOfUser.get(userId) ?? []) entries.delete(hash);
    tokensOfUser.delete(userId);
  };
  const forgetAll = () => {
    generation += 1;
    entries.clear();
    tokensOfUser.clear();
  };

  const stopListening = await database.listen(
    actorChangeChannel,
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) forgetUser(userId);
      else forgetAll();
    },
    (now) => {
      listening = now;
      forgetAll();
    },
  );

  const cache: ActorCache = {
    async actorFor(token) {
      const hash = hashToken(token);
      const now = Date.now();
      const kept = entries.get(hash);
      if (kept && now - kept.storedAt < keepForMs && now < kept.sessionEndsAt) return kept.actor;
      if (kept) entries.delete(hash);
      const before = generation;
      const found = await sessionActor(database.db, hash);
      if (!found) return null;
      if (listening && before === generation) {
        if (entries.size >= maxEntries) forgetAll();
        entries.set(hash, { actor: found.actor, sessionEndsAt: found.expiresAt, storedAt: now });
        const tokens = tokensOfUser.get(found.actor.id) ?? new Set<string>();
        tokens.add(hash);
        tokensOfUser.set(found.actor.id, tokens);
      }
      return found.actor;
    },
    forgetUser,
    async close() {
      cachesOf.get(database)?.delete(cache);
      await stopListening();
    },
  };
  const caches = cachesOf.get(database) ?? new Set<ActorCache>();
  caches.add(cache);
  cachesOf.set(database, caches);
  return cache;
}
