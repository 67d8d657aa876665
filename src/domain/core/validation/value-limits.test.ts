/** API.md "Values": out of range is refused with the limit's code and value, never rounded into another number. */
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../fields';
import { fieldSchema, issuesToErrorCodes } from './entity-schema';

function codesOf(field: FieldDef, value: unknown) {
  const result = fieldSchema(field).safeParse(value);
  return result.success ? { value: result.data } : issuesToErrorCodes(result.error.issues.map((issue) => ({ ...issue, path: ['f'] }))).f;
}

describe('value limits', () => {
  const nds: FieldDef = { kind: 'decimal', min: 0, max: 100 };
  it('keeps a VAT percent between 0 and 100', () => {
    expect(codesOf(nds, 1309)).toEqual([{ code: 'values.max', values: { max: 100 } }]);
    expect(codesOf(nds, '-1')).toEqual([{ code: 'values.min', values: { min: 0 } }]);
    expect(codesOf(nds, '20')).toEqual({ value: 20 });
  });
  it('refuses money beyond its column and with more than 2 decimals, never rounding it', () => {
    const money: FieldDef = { kind: 'money' };
    expect(codesOf(money, 1e20)).toEqual([{ code: 'values.max', values: { max: 999_999_999_999.99 } }]);
    expect(codesOf(money, '-99999999999999999999')).toEqual([{ code: 'values.min', values: { min: -999_999_999_999.99 } }]);
    expect(codesOf(money, 10.005)).toEqual([{ code: 'values.decimals', values: { decimals: 2 } }]);
    expect(codesOf(money, '1 234,50')).toEqual({ value: 1234.5 });
  });
  it('takes a sum that floating point added as the number meant (0.57 + 1), and no other', () => {
    const money: FieldDef = { kind: 'money' };
    expect(codesOf(money, 0.57 + 1)).toEqual({ value: 1.57 });
    expect(codesOf(money, 0.1 + 0.2)).toEqual({ value: 0.3 });
    expect(codesOf(money, 1.005)).toEqual([{ code: 'values.decimals', values: { decimals: 2 } }]);
    expect(codesOf(money, '1.5699999999999998')).toEqual([{ code: 'values.decimals', values: { decimals: 2 } }]);
  });
  it('keeps an int within its column', () => {
    expect(codesOf({ kind: 'int' }, 2147483648)).toEqual([{ code: 'values.max', values: { max: 2147483647 } }]);
    expect(codesOf({ kind: 'int', wide: true }, 2147483648)).toEqual({ value: 2147483648 });
  });
  it('keeps a date between 1900-01-01 and 2099-12-31', () => {
    expect(codesOf({ kind: 'date' }, '0006-01-01')).toEqual([{ code: 'values.min', values: { min: '1900-01-01' } }]);
    expect(codesOf({ kind: 'date' }, '2100-01-01')).toEqual([{ code: 'values.max', values: { max: '2099-12-31' } }]);
    expect(codesOf({ kind: 'date' }, '2099-12-31')).toEqual({ value: '2099-12-31' });
    expect(codesOf({ kind: 'datetime' }, '0006-01-01T00:00:00Z')).toEqual([{ code: 'values.min', values: { min: '1900-01-01' } }]);
  });
  it('names the maximum length of a text', () => {
    expect(codesOf({ kind: 'string' }, 'x'.repeat(6_900))).toEqual([{ code: 'values.maxLength', values: { maxLength: 2_000 } }]);
    expect(codesOf({ kind: 'string', maxLength: 10 }, 'x'.repeat(11))).toEqual([{ code: 'values.maxLength', values: { maxLength: 10 } }]);
    expect(codesOf({ kind: 'list' }, ['x'.repeat(2_001)])).toEqual([{ code: 'values.maxLength', values: { maxLength: 2_000 } }]);
  });
});
