import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { areaNames, floorBoundaryBlocks, knownViolations } from './floor-boundaries.js';

const projectLint = new ESLint();
const ruleOnly = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...floorBoundaryBlocks(areaNames(), [])],
});

async function importErrors(lint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await lint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the generic floors import no business area', () => {
  it('knows the areas from src/domain', () => {
    expect(areaNames()).toEqual(expect.arrayContaining(['sales', 'dsps', 'buying-invoices']));
    expect(areaNames()).not.toContain('core');
  });

  it.each([
    ['src/server/items/probe.ts', "import { dsp } from '../../domain/dsps/dsp-entities';\nexport const x = dsp;\n"],
    ['src/server/db/probe.ts', "export * from '../dsps/dsp-marker-lines-table';\n"],
    ['src/server/http/auth/probe.ts', "import type { ActMonth } from '../../../domain/registry-acts/act-month';\nexport type X = ActMonth;\n"],
    ['src/domain/core/i18n/probe.ts', "import { salesEn } from '../../sales/sales-en';\nexport const x = salesEn;\n"],
    ['src/web/entity/table/probe.ts', "import { savedView } from '../../../domain/accounts/saved-views';\nexport const x = savedView;\n"],
    ['src/web/app/probe.tsx', "import Screen from '../month-close/MonthCloseScreen';\nexport const x = Screen;\n"],
  ])('refuses %s importing an area', async (filePath, code) => {
    expect(await importErrors(projectLint, filePath, code)).toEqual([expect.stringContaining('never imports a business area')]);
  });

  it.each([
    ['src/domain/core/probe.ts', "import { areas } from '../areas';\nexport const x = areas;\n"],
    ['src/domain/dsps/probe.ts', "import { salesEn } from '../sales/sales-en';\nexport const x = salesEn;\n"],
    ['src/server/dsps/probe.ts', "import { items } from '../items/items';\nexport const x = items;\n"],
    ['src/server/items/probe.test.ts', "import { dsp } from '../../domain/dsps/dsp-entities';\nexport const x = dsp;\n"],
  ])('lets %s import what it imports', async (filePath, code) => {
    expect(await importErrors(projectLint, filePath, code)).toEqual([]);
  });

  it('lists as exceptions only files that still break the rule', async () => {
    for (const file of knownViolations) {
      const [result] = await ruleOnly.lintFiles([file]);
      expect(result.messages.map((message) => message.ruleId), file).toContain('no-restricted-imports');
    }
  });
});
