/**
 * `npm run new:area` in a copy of the repository (its tracked files, node_modules linked): only
 * the new area's folders, src/domain/areas.ts and migrations/ change, the whole project type
 * checks, and the server starts (declaration checks, migrations, route checks) and answers the
 * new list, a create and the declared action, and its screen passes the web app's check. Slow: a
 * full `tsc` and a server start, about two minutes of CPU (five to six minutes on two cores
 * shared with other work); the quick checks of the names come first.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-database';
import { areaNames, fillNames } from './area-names';
import { withAreaListed } from './new-area';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ru = { title: 'Заметки' };

describe('the names of a new area', () => {
  it('are read from its folder name', () => {
    const names = areaNames('stock-notes', { title: 'Складские заметки' });
    expect([names.areaCamel, names.entity, names.Entity, names.table, names.Title, names.EntityTitle, names.entitiesLower]).toEqual(['stockNotes', 'stockNote', 'StockNote', 'stock_notes', 'Stock notes', 'Stock note', 'stock notes']);
    expect(names.EntityTitleRu).toBe('Запись (Складские заметки)');
    expect([areaNames('inventory', ru).entity, areaNames('inventory', ru).entitiesLower]).toEqual(['inventoryItem', 'inventory items']);
    expect(() => areaNames('Stock_notes', ru)).toThrow(/lower case words/);
    expect(fillNames("'__area__' __Entity__ {{id}} __other__", names)).toBe("'stock-notes' StockNote {{id}} __other__");
  });
  it('are listed last in areas.ts, once', () => {
    const source = "import { a } from './a';\nimport { bArea } from './b/b-area';\n\nconst listed = [\n  bArea,\n] as const;\n";
    const listed = withAreaListed(source, areaNames('stock-notes', ru));
    expect(listed).toBe("import { a } from './a';\nimport { bArea } from './b/b-area';\nimport { stockNotesArea } from './stock-notes/stock-notes-area';\n\nconst listed = [\n  bArea,\n  stockNotesArea,\n] as const;\n");
    expect(() => withAreaListed(listed, areaNames('stock-notes', ru))).toThrow(/already lists/);
  });
});

/** A git repository of the project's tracked files as they are now, node_modules linked. */
async function copyOfRepository(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-area-copy-'));
  const { stdout } = await run('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  for (const file of stdout.split('\0').filter((name) => name && fs.existsSync(path.join(root, name)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
  const git = (...args: string[]) => run('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: dir });
  await git('init', '-q');
  fs.appendFileSync(path.join(dir, '.git/info/exclude'), 'node_modules\n');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'copy');
  return dir;
}

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> => {
  const started = Date.now();
  const value = await work();
  return { value, seconds: Math.round((Date.now() - started) / 100) / 10 };
};

// The command writes the same files on either database: the PostgreSQL pass leaves it to the first.
describe.skipIf(testDatabaseUrl)('npm run new:area in a copy of the repository (slow)', () => {
  const area = 'trial-notes';
  let dir = '';
  beforeAll(async () => {
    dir = await copyOfRepository();
    await run('npm', ['run', 'new:area', '--', area, '--ru', 'Пробные заметки'], { cwd: dir });
  }, 180_000);
  afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it("changes only the area's folders, areas.ts and migrations/", async () => {
    const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: dir });
    const changed = stdout.split('\n').filter(Boolean).map((line) => line.slice(3));
    const allowed = [`src/domain/${area}/`, `src/server/${area}/`, `src/web/${area}/`, 'src/domain/areas.ts', 'migrations/'];
    expect(changed.filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))).toEqual([]);
    for (const prefix of allowed) expect(changed.some((file) => file.startsWith(prefix)), prefix).toBe(true);
    expect(changed.some((file) => /^migrations\/\d{14}_trial_notes\.sql$/.test(file))).toBe(true);
  });

  it('type checks, and the server starts and answers the new list and the declared action', async () => {
    // Both at once: two cores, and each is mostly one of them.
    const [typeCheck, probe] = await Promise.all([
      timed(() => run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }))),
      timed(() => run(process.execPath, ['--import', 'tsx', 'dev/new-area/probe-area.ts', area], { cwd: dir })),
    ]);
    console.log(`new:area copy: tsc ${typeCheck.seconds} s, server start and calls ${probe.seconds} s`);
    expect(typeCheck.value.stdout).toBe('');
    const seen = JSON.parse(probe.value.stdout.trim().split('\n').pop()!);
    expect(seen).toEqual({
      created: 201,
      copied: 201,
      list: 200,
      rows: [{ name: 'First', note: 'A note' }, { name: 'First', note: 'A note' }],
      declared: [`POST ${area}/copy/`],
      screens: [{ path: '/trialNotes', entity: 'trialNote', inDrawer: true }],
      screenProblems: [],
    });
  }, 900_000);
});
