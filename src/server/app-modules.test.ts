/**
 * Forgetting nothing: hooks, routes and jobs reach the server only through the module list,
 * every process builds its context from that list, and the server refuses to start when an
 * entity's area or an area's hooks are not wired.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../domain/core/entity';
import { user } from '../domain/accounts/accounts';
import { entities } from '../domain/core/entities';
import { appModules, wiringProblems } from './app-modules';
import { readConfig } from './config';
import type { EntityHooksOf } from './items/entity-hooks';
import { createContext } from './services';

const areasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'areas');

function hooksFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return hooksFiles(file);
    return /-hooks\.ts$/.test(entry.name) ? [file] : [];
  });
}

const isHooksOf = (value: unknown): value is EntityHooksOf =>
  !!value && typeof value === 'object' && 'entity' in value && 'hooks' in value;

describe('module wiring', () => {
  it('the application is wired soundly: every entity has its area listed', () => {
    expect(wiringProblems(appModules)).toEqual([]);
    const names = new Set(appModules.map((module) => module.name));
    for (const entity of entities) expect(names.has(entity.area), entity.name).toBe(true);
  });

  it('every hooks object an area file defines is listed by its area', async () => {
    const listed = new Set(appModules.flatMap((module) => module.hooks ?? []));
    const files = hooksFiles(areasDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exported = Object.values(await import(file)).filter(isHooksOf);
      expect(exported.length, `${file} defines no hooks`).toBeGreaterThan(0);
      for (const hooks of exported) expect(listed.has(hooks), `${hooks.entity.name} hooks in ${file} are not listed by an area`).toBe(true);
    }
  });

  it('names an entity whose area is not listed, and hooks listed by another area', () => {
    const orphan = defineEntity({ name: 'orphan', area: 'nowhere', path: 'orphans/', table: 'orphans', display: 'id', fields: {} });
    expect(wiringProblems(appModules, [...entities, orphan])).toEqual([
      'Entity orphan belongs to area nowhere, which is not in the list of areas (src/server/areas.ts)',
    ]);
    const stray = [...appModules, { name: 'stray', hooks: [{ entity: user, hooks: {} }] }];
    expect(wiringProblems(stray)).toEqual(['Hooks of user are listed by module stray, but the entity belongs to area accounts']);
  });

  it('the server refuses to start when the wiring is not sound', async () => {
    const config = readConfig({ DATA_DIR: '/nonexistent', WORKER: 'off' });
    const logger = pino({ level: 'silent' });
    const duplicate = { name: 'accounts' };
    // Checked before anything touches the database.
    await expect(createContext(config, {} as never, logger, { extraModules: [duplicate] })).rejects.toThrow('Module accounts is listed twice');
  });
});
