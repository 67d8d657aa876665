/**
 * Applies the committed migrations (migrations/NNNN_name.sql) in order, each in its own
 * transaction, on PGlite and PostgreSQL alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set((await database.query('select name from schema_migrations')).rows.map((r) => String(r.name)));
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
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
