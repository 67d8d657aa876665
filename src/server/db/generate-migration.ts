/**
 * `npm run db:generate -- <name>`: compares the schema built from the declarations with the
 * last committed snapshot and writes the next migration to migrations/. drizzle-kit's API does
 * the diff; its CLI cannot read tables built at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { databaseSchema } from './schema';
import { migrationsDir } from './migrate';

const name = (process.argv[2] || 'change').replace(/[^a-z0-9_]+/gi, '_');
const snapshotFile = path.join(migrationsDir, 'snapshot.json');
const previous = fs.existsSync(snapshotFile)
  ? JSON.parse(fs.readFileSync(snapshotFile, 'utf8'))
  : generateDrizzleJson({});
const current = generateDrizzleJson(await databaseSchema(), previous.id);
const statements = await generateMigration(previous, current);
if (statements.length === 0) {
  console.log('No schema changes.');
} else {
  fs.mkdirSync(migrationsDir, { recursive: true });
  // A UTC timestamp, not a sequence number: two branches adding migrations cannot pick the same name.
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const file = path.join(migrationsDir, `${stamp}_${name}.sql`);
  fs.writeFileSync(file, statements.join('\n--> statement-breakpoint\n') + '\n');
  fs.writeFileSync(snapshotFile, JSON.stringify(current, null, 1) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), file)} (${statements.length} statements).`);
}
