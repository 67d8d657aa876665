/**
 * chDB, the ClickHouse engine in-process, is loaded on the first analytics call only: its native
 * library is large, and a server that never reads analytics must not pay for it at start-up.
 * It is an optional dependency: where it does not ship, loading fails and the caller answers
 * that CLICKHOUSE_URL is needed.
 */
import type { createChdbConnection } from 'chdb/connection';
import type { Session, drainPending } from 'chdb';

export interface ChdbModules {
  /** A `@clickhouse/client` connection over a chDB session at a path. */
  createChdbConnection: typeof createChdbConnection;
  /** A second session at the same path streams large answers chunk by chunk. */
  Session: typeof Session;
  /** Waits until a closed session has really let its data directory go. */
  drainPending: typeof drainPending;
}

export type ChdbLoader = () => Promise<ChdbModules>;

export const loadChdb: ChdbLoader = async () => {
  const [connection, chdb] = await Promise.all([import('chdb/connection'), import('chdb')]);
  return { createChdbConnection: connection.createChdbConnection, Session: chdb.Session, drainPending: chdb.drainPending };
};
