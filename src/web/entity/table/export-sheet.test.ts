import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../domain/core/fields';
import { buildSheet, exportFileName, sheetColumnWidths, type ExportColumn } from './export-sheet';

const col = (name: string, field: FieldDef, header = name): ExportColumn => ({ name, field, header, widthPx: 150 });
const ctx = { language: 'en', enumLabel: (_: string, v: string) => `E:${v}`, refLabel: (_: string, id: unknown) => `R:${String(id)}` };

describe('spreadsheet export', () => {
  it('writes a bold header and typed cells in column order', () => {
    const columns = [col('name', { kind: 'string' }), col('sum', { kind: 'money' }), col('n', { kind: 'int' }), col('date', { kind: 'date' }), col('client', { kind: 'ref', ref: 'client' }), col('status', { kind: 'enum', enum: 'orderStatus' })];
    const [header, row] = buildSheet(columns, [{ id: 1, name: 'A', sum: '12.5', n: 3, date: '2026-05-04', client: 5, clientName: 'Acme', status: 'PAID' }], ctx);
    expect(header.map((c) => c.value)).toEqual(['name', 'sum', 'n', 'date', 'client', 'status']);
    expect(header.every((c) => c.fontWeight === 'bold')).toBe(true);
    expect(row[0]).toEqual({ value: 'A', type: String });
    expect(row[1]).toEqual({ value: 12.5, type: Number, format: '0.00' });
    expect(row[2]).toEqual({ value: 3, type: Number, format: '0' });
    expect(row[3]).toMatchObject({ type: Date, format: 'dd.mm.yyyy' });
    expect((row[3].value as Date).toISOString().slice(0, 10)).toBe('2026-05-04');
    expect(row[4].value).toBe('Acme');
    expect(row[5].value).toBe('E:PAID');
  });
  it('sizes columns as table width ÷ 8 and names the file by entity and time', () => {
    expect(sheetColumnWidths([col('a', { kind: 'string' })])).toEqual([{ width: 19 }]);
    expect(exportFileName('holding', new Date(2026, 4, 4, 13, 5, 9))).toBe('holding_2026-05-04_13-05-09.xlsx');
  });
});
