/**
 * Applies the committed migrations in order, each in its own transaction, on PGlite and
 * PostgreSQL alike. New migrations are named `<UTC timestamp>_name.sql` (the first five kept
 * their `NNNN_name.sql` names, which sort before every timestamp), so two branches cannot add
 * two migrations of one name; a name prefix used twice stops the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** The name prefix (before the first `_`) that two migration files share, if any. */
export function duplicatePrefix(files: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const file of files) {
    const prefix = file.split('_')[0];
    if (seen.has(prefix)) return prefix;
    seen.add(prefix);
  }
  return null;
}

export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set((await database.query('select name from schema_migrations')).rows.map((r) => String(r.name)));
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const clash = duplicatePrefix(files);
  if (clash) throw new Error(`Two migrations share the prefix ${clash}: rename one (npm run db:generate names them by time)`);
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const statements = fs
      .readFileSync(path.join(migrationsDir, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const escapedName = file.replace(/'/g, "''");
    await database.exec(
      ['begin', ...statements, `insert into schema_migrations (name) values ('${escapedName}')`, 'commit'].join(';\n'),
    );
    done.push(file);
  }
  return done;
}
