/** The rows of a hand-written SQL statement (both drivers answer `{rows}`), typed by the caller. */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './connection';

export async function rowsOf<T = Record<string, unknown>>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}
