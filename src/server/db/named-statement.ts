/**
 * Runs a statement as a named statement: on PostgreSQL each connection parses and plans it once
 * and then only binds the values (PostgreSQL may keep a generic plan after five runs); PGlite
 * runs it as any other. The name is the digest of the statement's text, so every text that
 * differs (another filter, another ordering) is a statement of its own. Past `maxNames` texts in
 * a process, new ones run unnamed: a connection keeps every statement it has prepared.
 */
import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './connection';

const dialect = new PgDialect();
const maxNames = 2_000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < maxNames) {
    name = `s${crypto.createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

export async function executeNamed(db: Executor, statement: SQL): Promise<Array<Record<string, unknown>>> {
  const query = dialect.sqlToQuery(statement);
  const result = (await db._.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute()) as
    | { rows: Array<Record<string, unknown>> }
    | Array<Record<string, unknown>>;
  return Array.isArray(result) ? result : result.rows;
}
