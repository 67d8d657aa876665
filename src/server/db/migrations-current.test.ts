/**
 * The committed migrations describe the declarations as they are: a declaration changed
 * without `npm run db:generate -- <name>` fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { entityTables } from './entity-tables';
import { migrationsDir } from './migrate';
import * as schema from './schema';

describe('migrations', () => {
  it('the last snapshot equals the schema built from the declarations', async () => {
    const snapshot = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'snapshot.json'), 'utf8'));
    const current = generateDrizzleJson({ ...schema, ...entityTables }, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
