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

type Row = Record<string, unknown>;

/** Rows as objects keyed by column name, or (`values`) as arrays of the values in column order. */
/**
 * `planEachRun`: run it unnamed, so that PostgreSQL plans it for its values every time. For a
 * statement whose best plan depends on them, as a contains-filter's does: a rare word is best
 * found through the trigram index, a common one by reading the month in order, and the generic
 * plan kept for a named statement read the whole month for every word.
 */
export async function executeNamed(db: Executor, statement: SQL): Promise<Row[]>;
export async function executeNamed(db: Executor, statement: SQL, shape: 'values', planEachRun?: boolean): Promise<unknown[][]>;
export async function executeNamed(db: Executor, statement: SQL, shape: 'objects' | 'values' = 'objects', planEachRun = false): Promise<Row[] | unknown[][]> {
  const query = dialect.sqlToQuery(statement);
  const name = planEachRun ? undefined : nameOf(query.sql);
  if (shape === 'values') {
    // A result mapper makes drizzle ask the driver for arrays; it keeps them as they are.
    return (await db._.session.prepareQuery(query, undefined, name, true, (rows: unknown[][]) => rows).execute()) as unknown[][];
  }
  const result = (await db._.session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
