/**
 * The migration that gives file fields their foreign keys (`references_on_delete`) on a
 * database where files were deleted from under records before it: the dangling references are
 * emptied first, so the keys can be added, and everything else is kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from './migrate';
import { openTestDatabase, type TestDatabase } from '../../../dev/testing/test-database';

let handle: TestDatabase;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 60_000);
afterAll(async () => handle?.drop());

const fileKeys = ['organisations_signature_files_id_fk', 'organisations_stamp_files_id_fk', 'contracts_file_scan_files_id_fk'];

/** The migration's statements about files: the clean-up and the new keys. */
function fileStatements(): string[] {
  const file = fs.readdirSync(migrationsDir).find((name) => name.endsWith('_references_on_delete.sql'));
  const text = fs.readFileSync(path.join(migrationsDir, file!), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--[^\n]*\n)*UPDATE/.test(statement) || fileKeys.some((key) => statement.includes(`ADD CONSTRAINT "${key}"`)));
}

describe('the references migration', () => {
  it('empties references to files deleted before it, keeps the others, and then refuses such a delete', async () => {
    const db = handle.database;
    // The database as it was: no keys on file fields, and a file deleted from under records.
    for (const key of fileKeys) await db.exec(`alter table ${key.startsWith('contracts') ? 'contracts' : 'organisations'} drop constraint "${key}"`);
    await db.exec(`insert into files (id, name, size, storage_key) values (9001, 'kept.png', 1, '${'a'.repeat(32)}')`);
    await db.exec(`insert into organisations (id, name, signature, stamp) values (9001, 'Ours', 9999, 9001)`);
    await db.exec(`insert into creatives (id, files) values (9001, '{9001,9999}'), (9002, '{9001}')`);

    expect(fileStatements()).toHaveLength(4 + fileKeys.length);
    for (const statement of fileStatements()) await db.exec(statement);

    expect((await db.query('select signature, stamp from organisations where id = 9001')).rows).toEqual([{ signature: null, stamp: 9001 }]);
    expect((await db.query('select files from creatives where id in (9001, 9002) order by id')).rows).toEqual([{ files: [9001] }, { files: [9001] }]);
    await expect(db.query('delete from files where id = 9001')).rejects.toThrow(/foreign key/);
  });
});
