// One door to the tables (issue 31, point 3; docs/architecture.md "One door to the tables"):
// only src/server/items and src/server/db hold the entity tables of src/server/db/entity-tables.ts.
// Everything else reads an entity's rows through a declared reader (src/server/items/readers.ts:
// `readerFor(actor)`, which applies the read rule, or `systemReader(why)`) and writes through
// `items(...)`. Tests may build fixtures on the tables.
import { areaNames, areaPattern, knownViolations as floorViolations } from './floor-boundaries.js';

export const tablePattern = {
  group: ['**/db/entity-tables', '**/db/entity-tables.js', '**/db/entity-tables.ts'],
  message:
    'Only src/server/items and src/server/db hold entity tables: read through a reader of src/server/items/readers.ts (readerFor(actor) or systemReader(why)), write through items(...).',
};

/** Files that still take entity tables: none now; the list only shrinks, so it stays empty. */
export const tableHolders = [];

const tests = ['**/*.test.ts', '**/*.test.tsx'];
const floors = ['src/server/http/**', 'src/server/jobs/**', 'src/server/analytics/**'];

/**
 * The flat-config blocks of the rule (for eslint.config.js, after the floor boundaries). A file
 * has one `no-restricted-imports` setting, the last block's: so the generic floors' files that
 * the floor rule covers get both patterns.
 */
export function tableDoorBlocks(exceptions = tableHolders, areas = areaNames(), floorExceptions = floorViolations) {
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: ['src/server/**'], ignores: ['src/server/items/**', 'src/server/db/**', ...tests, ...exceptions], rules: rule([tablePattern]) },
    { files: floors, ignores: [...tests, ...exceptions, ...floorExceptions], rules: rule([areaPattern(areas), tablePattern]) },
  ];
}

export const tableDoor = tableDoorBlocks();
