import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { tableDoorBlocks, tableHolders } from './table-door.js';

const projectLint = new ESLint();
const ruleOnly = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...tableDoorBlocks([], ['no-such-area'], [])],
});

async function importErrors(lint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await lint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const tables = "import { tableOf } from '../db/entity-tables';\nexport const x = tableOf;\n";

describe('only src/server/items and src/server/db hold entity tables', () => {
  it.each([
    ['src/server/sales/probe.ts', tables],
    ['src/server/dashboards/probe.ts', "import type { EntityTable } from '../db/entity-tables';\nexport type X = EntityTable;\n"],
    ['src/server/registry/sub/probe.ts', "export { entityTables } from '../../db/entity-tables.js';\n"],
    ['src/server/jobs/probe.ts', tables],
    ['src/server/http/crud/probe.ts', "import { tableOf } from '../../db/entity-tables';\nexport const x = tableOf;\n"],
  ])('refuses %s taking the tables', async (filePath, code) => {
    expect(await importErrors(projectLint, filePath, code)).toEqual([expect.stringContaining('Only src/server/items and src/server/db hold entity tables')]);
  });

  it('keeps the floor rule where both hold', async () => {
    const code = `${tables}import { order } from '../../domain/sales/orders';\nexport const y = order;\n`;
    const errors = await importErrors(projectLint, 'src/server/jobs/probe.ts', code);
    expect(errors).toEqual([expect.stringContaining('entity tables'), expect.stringContaining('never imports a business area')]);
  });

  it.each([
    ['src/server/items/probe.ts', tables],
    ['src/server/db/probe.ts', "import { tableOf } from './entity-tables';\nexport const x = tableOf;\n"],
    ['src/server/sales/probe.test.ts', tables],
    ['src/server/sales/probe.ts', "import { readerFor } from '../items/readers';\nexport const x = readerFor;\n"],
  ])('lets %s import what it imports', async (filePath, code) => {
    expect(await importErrors(projectLint, filePath, code)).toEqual([]);
  });

  it('lists as exceptions only files that still take the tables', async () => {
    for (const file of tableHolders) {
      const [result] = await ruleOnly.lintFiles([file]);
      expect(result.messages.map((message) => message.ruleId), file).toContain('no-restricted-imports');
    }
  });
});
