/**
 * The committed migrations describe the declarations as they are: a declaration changed
 * without `npm run db:generate -- <name>` fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { duplicatePrefix, migrationsDir } from './migrate';
import { databaseSchema } from './schema';

describe('migrations', () => {
  it('no two migration files share a name prefix; new ones are named by UTC timestamp', () => {
    const files = fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
    expect(duplicatePrefix(files)).toBeNull();
    expect(duplicatePrefix(['0004_a.sql', '20261123120000_b.sql', '20261123120000_c.sql'])).toBe('20261123120000');
    for (const file of files.filter((f) => !/^000[0-4]_/.test(f))) expect(file).toMatch(/^\d{14}_\w+\.sql$/);
  });

  it('the last snapshot equals the schema built from the declarations', async () => {
    const snapshot = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'snapshot.json'), 'utf8'));
    const current = generateDrizzleJson(await databaseSchema(), snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
