/**
 * A statement the embedded database plans once: pg-boss keeps one partition per queue, and
 * planning a read over all of them costs more than running it, so on PGlite (one session) the
 * task centre's statements are PREPAREd once per text and EXECUTEd after, with their values
 * written as literals (numbers, texts with quotes doubled, lists of texts). On PostgreSQL it is
 * a named statement (db/named-statement.ts): each connection of the pool plans it once.
 */
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { executeNamed } from '../db/named-statement';

const preparing = new WeakMap<Database, Map<string, Promise<void>>>();

export async function preparedQuery(database: Database, text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> {
  if (database.kind !== 'pglite') return { rows: await executeNamed(database.db, withParameters(text, values)) };
  let statements = preparing.get(database);
  if (!statements) preparing.set(database, (statements = new Map()));
  const name = `task_centre_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = database.exec(`prepare ${name} as ${text}`).then(() => undefined);
    statements.set(name, prepared);
    prepared.catch(() => statements.delete(name));
  }
  await prepared;
  // EXECUTE takes no bind parameters: its arguments are written as literals.
  return database.query(values.length ? `execute ${name}(${values.map(literal).join(', ')})` : `execute ${name}`, []);
}

/** A value as an SQL literal: a finite number, a text (quotes doubled), a list of texts. */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (Array.isArray(value)) return `array[${value.map((item) => literal(String(item))).join(', ')}]::text[]`;
  throw new Error(`No literal for ${typeof value}`);
}

/** `$n` placeholders as drizzle parameters (each occurrence its own, with the same value). */
function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  const placeholder = /\$(\d+)/g;
  let last = 0;
  for (let match = placeholder.exec(text); match; match = placeholder.exec(text)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
