// The generic floors never import a business area (docs/architecture.md "Areas and their
// manifests"): src/domain/core, src/server/{http,items,jobs,db,analytics} and
// src/web/{app,entity,data} reach the areas only through the one list, src/domain/areas.ts.
// The areas are the folders of src/domain other than core, so a new area is covered by the rule
// without editing it. Tests may use an area's declarations as fixtures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The business areas: every folder of src/domain but the core. */
export function areaNames(domainDir = path.join(root, 'src/domain')) {
  return fs
    .readdirSync(domainDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'core')
    .map((entry) => entry.name)
    .sort();
}

const serverPattern = { group: ['**/server/**'], message: 'src/domain and src/web never import the server.' };

export function areaPattern(areas) {
  return {
    group: areas.map((name) => `**/${name}/**`),
    message: 'A generic floor never imports a business area: declare what the area brings in its manifest and read it from src/domain/areas.ts.',
  };
}

/** Files that still import an area: none now; the list only shrinks, so it stays empty. */
export const knownViolations = [];

const tests = ['**/*.test.ts', '**/*.test.tsx'];

/** The flat-config blocks of the rule (for eslint.config.js), given the areas and the exceptions. */
export function floorBoundaryBlocks(areas = areaNames(), exceptions = knownViolations) {
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: ['src/domain/core/**', 'src/web/app/**', 'src/web/entity/**', 'src/web/data/**'],
      ignores: [...tests, ...exceptions],
      rules: rule([serverPattern, areaPattern(areas)]),
    },
    {
      files: ['src/server/http/**', 'src/server/items/**', 'src/server/jobs/**', 'src/server/db/**', 'src/server/analytics/**'],
      ignores: [...tests, ...exceptions],
      rules: rule([areaPattern(areas)]),
    },
  ];
}

export const floorBoundaries = floorBoundaryBlocks();
