/**
 * What a refused write must leave as it was: the rows (with their `updatedAt`) of the table
 * a route writes, as a count and a digest.
 */
import { getTableName } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connection';
import { tableOf } from '../../src/server/db/entity-tables';
import { files } from '../../src/server/db/system-tables';
import { entityOfPath } from './path-entity';

/** The table behind a path: the entity with the longest matching path, or the files table. */
export function tableForPath(path: string): string | null {
  if (path.startsWith('/api/files/')) return getTableName(files);
  const owner = entityOfPath(path);
  return owner ? getTableName(tableOf(owner)) : null;
}

export async function fingerprint(database: Database, table: string): Promise<string> {
  const { rows } = await database.query(
    `select count(*)::text as count, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${table}" t`,
  );
  return `${rows[0].count}:${rows[0].digest}`;
}
