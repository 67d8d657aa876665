/**
 * `npm run new:area -- <name> --ru "<title in Russian>" [--ru-one "<one item in Russian>"]`,
 * as Django's `startapp`: writes a working area `<name>` from templates/ — one entity (a name and
 * a note) at `/api/<name>/`, one declared action (copy), English and Russian texts, a table screen
 * in the drawer — adds its line to src/domain/areas.ts and generates its migration
 * (`npm run db:generate`). Nothing else is edited: every other list is read from areas.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { areaNames, fillNames, type AreaNames } from './area-names';

const here = path.dirname(fileURLToPath(import.meta.url));
const templatesDir = path.join(here, 'templates');
const floors = ['domain', 'server', 'web'] as const;

/** Writes the area's files from the templates; answers the files written, relative to `root`. */
export function writeAreaFiles(root: string, names: AreaNames): string[] {
  const dirs = floors.map((floor) => path.join(root, 'src', floor, names.area));
  const taken = dirs.find((dir) => fs.existsSync(dir));
  if (taken) throw new Error(`${path.relative(root, taken)} already exists`);
  const written: string[] = [];
  for (const [n, floor] of floors.entries()) {
    const dir = dirs[n];
    fs.mkdirSync(dir, { recursive: true });
    for (const template of fs.readdirSync(path.join(templatesDir, floor))) {
      const file = path.join(dir, fillNames(template.replace(/\.tpl$/, ''), names));
      fs.writeFileSync(file, fillNames(fs.readFileSync(path.join(templatesDir, floor, template), 'utf8'), names));
      written.push(path.relative(root, file));
    }
  }
  return written;
}

/** areas.ts with the area's manifest imported and listed last. */
export function withAreaListed(source: string, names: AreaNames): string {
  const manifest = `${names.areaCamel}Area`;
  if (new RegExp(`\\b${manifest}\\b`).test(source)) throw new Error(`src/domain/areas.ts already lists ${manifest}`);
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const end = source.indexOf('] as const;');
  if (!last || end < 0) throw new Error('src/domain/areas.ts is not shaped as expected (imports, then `const listed = [...] as const;`)');
  const afterImports = last.index + last[0].length;
  const line = `\nimport { ${manifest} } from './${names.area}/${names.area}-area';`;
  return source.slice(0, afterImports) + line + source.slice(afterImports, end) + `  ${manifest},\n` + source.slice(end);
}

function main(): void {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { ru: { type: 'string' }, 'ru-one': { type: 'string' } } });
  if (positionals.length !== 1 || !values.ru) throw new Error('Usage: npm run new:area -- <name> --ru "<title in Russian>" [--ru-one "<one item in Russian>"]');
  const root = path.resolve(here, '../..');
  const names = areaNames(positionals[0], { title: values.ru, entity: values['ru-one'] });
  const areasFile = path.join(root, 'src/domain/areas.ts');
  const listed = withAreaListed(fs.readFileSync(areasFile, 'utf8'), names);
  for (const file of writeAreaFiles(root, names)) console.log(`Wrote ${file}`);
  fs.writeFileSync(areasFile, listed);
  console.log('Listed it in src/domain/areas.ts');
  const migration = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/generate-migration.ts', names.table], { cwd: root, stdio: 'inherit' });
  if (migration.status !== 0) throw new Error('The migration was not generated (npm run db:generate)');
  console.log(`Area ${names.area}: /api/${names.area}/ and the screen /${names.areaCamel}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
