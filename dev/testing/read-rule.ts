/**
 * A row-level read rule for the length of a test: the spec gives no role a limited read, so the
 * tests that show a reader keeps unreadable rows out declare one on the entity while they run.
 */
import type { Actor, AnyEntity } from '../../src/domain/core/entity';
import type { ReadDecision } from '../../src/domain/core/access';

/** Runs `body` while a USER reads only the entity's rows whose `field` is their id; the rule is removed after. */
export async function whileUsersReadOwn<T>(entity: AnyEntity, field: string, body: () => Promise<T>): Promise<T> {
  const access = entity.access as { read?: unknown };
  const before = access.read;
  access.read = (actor: Actor): ReadDecision => (actor.role === 'USER' ? { where: { [field]: String(actor.id) } } : true);
  try {
    return await body();
  } finally {
    if (before === undefined) delete access.read;
    else access.read = before;
  }
}
