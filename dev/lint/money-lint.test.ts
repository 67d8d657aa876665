/**
 * The money lint (eslint.config.js): `Math.round(x * 100) / 100` and `toFixed(2)` are refused
 * everywhere in src but src/domain/core/money.ts, the one module that rounds and writes money.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const projectLint = new ESLint();

async function moneyErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await projectLint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('the money lint', () => {
  it.each([
    ['src/server/sales/probe.ts', 'export const sum = (x: number) => Math.round(x * 100) / 100;\n', 'roundMoney'],
    ['src/web/sales/probe.tsx', 'export const text = (x: number) => x.toFixed(2);\n', 'moneyText'],
    ['src/domain/core/probe.ts', 'export const text = (x: number) => Number(x).toFixed(2);\n', 'moneyText'],
  ])('refuses %s rounding money by hand', async (filePath, code, instead) => {
    expect(await moneyErrors(filePath, code)).toEqual([expect.stringContaining(instead)]);
  });

  it.each([
    ['src/domain/core/money.ts', 'export const sum = (x: number) => Math.round(x * 100) / 100;\nexport const text = (x: number) => x.toFixed(2);\n'],
    ['src/web/entity/probe.ts', 'export const size = (n: number) => n.toFixed(1);\nexport const width = (px: number) => Math.round(px / 8);\n'],
  ])('lets %s be', async (filePath, code) => {
    expect(await moneyErrors(filePath, code)).toEqual([]);
  });
});
