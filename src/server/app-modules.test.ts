/**
 * Forgetting nothing: the server's modules come from the one list of areas, every process builds
 * its context from it, and the server refuses to start when a floor disagrees with the list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { defineArea } from '../domain/core/area';
import { defineEntity } from '../domain/core/entity';
import { user } from '../domain/accounts/accounts';
import { areas } from '../domain/areas';
import { entities } from '../domain/core/entities';
import { loadAppModules, loadAreaModules, wiringProblems } from './app-modules';
import { readConfig } from './config';
import type { EntityHooksOf } from './items/entity-hooks';
import { createContext } from './services';
import { schemaOf } from './db/schema';
import { pgTable, text } from 'drizzle-orm/pg-core';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

function hooksFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return hooksFiles(file);
    return /-hooks\.ts$/.test(entry.name) && entry.name !== 'entity-hooks.ts' ? [file] : [];
  });
}

const isHooksOf = (value: unknown): value is EntityHooksOf =>
  !!value && typeof value === 'object' && 'entity' in value && 'hooks' in value;

describe('module wiring', () => {
  it('the application is wired soundly: every listed area with a server part is loaded, every entity has its area', async () => {
    const { modules, problems } = await loadAppModules();
    expect(problems).toEqual([]);
    expect(wiringProblems(modules)).toEqual([]);
    const names = new Set(modules.map((module) => module.name));
    for (const area of areas) expect(names.has(area.name), area.name).toBe(area.floors.server);
    for (const entity of entities) expect(names.has(entity.area), entity.name).toBe(true);
  });

  it('every hooks object an area file defines is listed by its area', async () => {
    const { modules } = await loadAppModules();
    const listed = new Set(modules.flatMap((module) => module.hooks ?? []));
    const files = areas.flatMap((area) => (fs.existsSync(path.join(serverDir, area.name)) ? hooksFiles(path.join(serverDir, area.name)) : []));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exported = Object.values(await import(file)).filter(isHooksOf);
      expect(exported.length, `${file} defines no hooks`).toBeGreaterThan(0);
      for (const hooks of exported) expect(listed.has(hooks), `${hooks.entity.name} hooks in ${file} are not listed by an area`).toBe(true);
    }
  });

  it('names an entity whose area is not listed, one listed by another area, and hooks listed by another area', async () => {
    const { modules } = await loadAppModules();
    const orphan = defineEntity({ name: 'orphan', area: 'nowhere', path: 'orphans/', table: 'orphans', display: 'id', fields: {} });
    expect(wiringProblems(modules, [...entities, orphan])).toEqual([
      'A009 Entity orphan belongs to area nowhere, which is not in the list of areas (src/domain/areas.ts)',
    ]);
    const misplaced = defineArea({ name: 'sales2', entities: [user], actions: [], floors: { server: false, web: false } });
    expect(wiringProblems(modules, entities, [...areas, misplaced])).toEqual(['A009 Entity user is listed by area sales2, but declares area accounts']);
    const stray = [...modules, { name: 'stray', hooks: [{ entity: user, hooks: {} }] }];
    expect(wiringProblems(stray)).toEqual(['A007 Hooks of user are listed by module stray, but the entity belongs to area accounts']);
  });

  it("takes an area table into the schema, and names one that has another table's name", async () => {
    const { modules } = await loadAppModules();
    const things = pgTable('things', { name: text('name') });
    expect(wiringProblems([...modules, { name: 'things', tables: { things } }])).toEqual([]);
    expect(schemaOf([...modules, { tables: { things } }]).things).toBe(things);
    expect(wiringProblems([...modules, { name: 'things', tables: { sessions: things } }])).toEqual(['A003 Table sessions of area things has the name of another table']);
  });

  it('names a declared server part that is missing, one not declared, and a module folder of no listed area', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'areas-'));
    for (const name of ['quiet', 'stray']) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, `${name}-area.ts`), `export const area = { name: '${name}' };\n`);
    }
    const listed = [
      defineArea({ name: 'missing', entities: [], actions: [], floors: { server: true, web: false } }),
      defineArea({ name: 'quiet', entities: [], actions: [], floors: { server: false, web: false } }),
    ];
    const { problems } = await loadAreaModules(listed, dir);
    expect(problems).toEqual([
      'A005 Area missing declares a server part, but missing/missing-area.ts is missing',
      'A005 Area quiet declares no server part, but quiet/quiet-area.ts exists',
      'A005 stray/stray-area.ts is an area module, but area stray is not in src/domain/areas.ts',
    ]);
  });

  it('the server refuses to start when the wiring is not sound', async () => {
    const config = readConfig({ DATA_DIR: '/nonexistent', WORKER: 'off' });
    const logger = pino({ level: 'silent' });
    const duplicate = { name: 'accounts' };
    // Checked before anything touches the database.
    await expect(createContext(config, {} as never, logger, { extraModules: [duplicate] })).rejects.toThrow('A006 Module accounts is listed twice');
  });
});
