import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const projectLint = new ESLint();

async function doorErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await projectLint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
}

const writer = (from: string) => `import { insertAnalyticsRows } from '${from}';\nexport const x = insertAnalyticsRows;\n`;
const refused = 'The analytics database is written only by src/server/analytics/analytics-writer.ts';

describe('only the analytics floor writes the analytics database', () => {
  it.each([
    ['src/server/sales/probe.ts', writer('../analytics/analytics-writer')],
    ['src/server/registry/sub/probe.ts', "export { openStatements } from '../../analytics/analytics-statements.js';\n"],
    ['src/server/http/probe.ts', "import type { AnalyticsWriter } from '../analytics/analytics-writer';\nexport type X = AnalyticsWriter;\n"],
    ['src/server/jobs/month-generation/probe.ts', "import { generateYearDomainStats } from '../../analytics/generated-year';\nexport const x = generateYearDomainStats;\n"],
    ['src/server/items/probe.ts', writer('../analytics/analytics-writer.ts')],
  ])('refuses %s taking a writer', async (filePath, code) => {
    expect(await doorErrors(filePath, code)).toEqual([expect.stringContaining(refused)]);
  });

  it('keeps the table door beside it', async () => {
    const code = `${writer('../analytics/analytics-writer')}import { tableOf } from '../db/entity-tables';\nexport const y = tableOf;\n`;
    const [result] = await projectLint.lintText(code, { filePath: 'src/server/sales/probe.ts' });
    expect(result.messages.map((message) => message.ruleId).sort()).toEqual(['@typescript-eslint/no-restricted-imports', 'no-restricted-imports']);
  });

  it.each([
    ['src/server/analytics/probe.ts', writer('./analytics-writer')],
    ['src/server/sales/probe.test.ts', writer('../analytics/analytics-writer')],
    ['dev/demo/probe.ts', writer('../../src/server/analytics/analytics-writer')],
    ['bench/probe.ts', writer('../src/server/analytics/analytics-writer')],
    ['src/server/sales/probe.ts', "import { serverAnalytics } from '../analytics/analytics';\nexport const x = serverAnalytics;\n"],
  ])('lets %s import what it imports', async (filePath, code) => {
    expect(await doorErrors(filePath, code)).toEqual([]);
  });
});
