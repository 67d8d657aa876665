/** History values as people read them: names as of the change, enum labels, dates and money in the user's language. */
import { describe, expect, it } from 'vitest';
import { order } from '../../../domain/sales/orders';
import { entityFields } from '../../../domain/core/entity';
import type { FormatContext } from '../format';
import { readableChanges, type HistoryEntry } from './history-values';

const labels: Record<string, string> = { 'orderStatus.IN_WORK': 'In work', 'orderStatus.PREPARED': 'Prepared' };
const context = (language: string): FormatContext => ({
  language,
  enumLabel: (name, value) => labels[`${name}.${value}`] ?? value,
  refLabel: (refName, id) => (refName === 'department' && id === 5 ? 'AdX' : null),
});
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const entry: HistoryEntry = {
  id: 1,
  action: 'update',
  user: 1,
  userName: 'Admin',
  at: '2026-03-02T10:00:00Z',
  changes: {
    brand: [null, 489],
    brandName: [null, 'Acme brand'],
    department: [1, 5],
    status: ['PREPARED', 'IN_WORK'],
    dateEnd: ['2026-03-20', '2026-03-31'],
    postponeDays: [null, 1234],
    isImho: [false, true],
    nds: [20, 1045404.64],
  },
};

describe('readable history', () => {
  it('shows names, labels and the user’s number and date formats, in declaration order', () => {
    const rows = readableChanges(entry, entityFields(order), context('en'), yesNo);
    expect(rows.map((row) => [row.name, row.from, row.to])).toEqual([
      ['brand', '—', 'Acme brand'],
      ['status', 'Prepared', 'In work'],
      ['department', '#1', 'AdX'],
      ['dateEnd', '03/20/2026', '03/31/2026'],
      ['isImho', 'No', 'Yes'],
      ['nds', '20.00', '1,045,404.64'],
      ['postponeDays', '—', '1234'],
    ]);
  });

  it('reads Russian dates as DD.MM.YYYY and groups money the Russian way', () => {
    const rows = Object.fromEntries(readableChanges(entry, entityFields(order), context('ru'), yesNo).map((row) => [row.name, row.to]));
    expect(rows.dateEnd).toBe('31.03.2026');
    expect(rows.nds.replace(/\s/g, ' ')).toBe('1 045 404,64');
  });
});
