/**
 * Who locked an order and when (API.md "Sales": locking sets the read-only `lockedBy` and
 * `lockedAt`, unlocking clears them): stamped in the write that changes `isLocked`, whether the
 * lock action or a super admin's edit makes it.
 */
import type { Actor } from '../../domain/core/entity';
import { authorId } from '../items/system-actor';

interface LockState {
  isLocked?: boolean | null;
  lockedBy?: number | string | null;
  lockedAt?: string | null;
}

export function lockStamp(actor: Actor, existing: LockState | null, model: LockState): Pick<LockState, 'lockedBy' | 'lockedAt'> {
  const wasLocked = !!existing?.isLocked;
  const locked = !!model.isLocked;
  if (!locked) return { lockedBy: null, lockedAt: null };
  if (wasLocked) return { lockedBy: existing?.lockedBy ?? null, lockedAt: existing?.lockedAt ?? null };
  return { lockedBy: authorId(actor), lockedAt: new Date().toISOString() };
}
