import { describe, expect, it } from 'vitest';
import { isNonMediaHeader, parseNonMediaRows, rowProblemText, sheetDate } from './nonmedia-rows';

const header = ['nonmedia_id', 'date', 'impressions', 'amount'];
const known = new Set(['nm-1', 'nm-2']);

describe('non-media rows', () => {
  it('knows the header whatever its case and spaces, and nothing else', () => {
    expect(isNonMediaHeader([' NonMedia_ID ', 'Date', 'impressions', 'AMOUNT'])).toBe(true);
    expect(isNonMediaHeader(['id', 'date', 'impressions', 'amount'])).toBe(false);
  });

  it('reads sheet dates and the two text forms, refusing dates that do not exist', () => {
    expect(sheetDate(new Date(Date.UTC(2026, 2, 31)))).toBe('2026-03-31');
    expect(sheetDate('2026-03-31')).toBe('2026-03-31');
    expect(sheetDate('31.03.2026')).toBe('2026-03-31');
    expect(sheetDate('2026-02-29')).toBeNull();
    expect(sheetDate('31/03/2026')).toBeNull();
    expect(sheetDate(45000)).toBeNull();
  });

  it('takes good rows (amount rounded half away from zero), names each bad one by its sheet row, the last of a day wins', () => {
    const { taken, problems } = parseNonMediaRows(
      [
        header,
        ['nm-1', '2026-03-01', 10, 1.005],
        ['', '2026-03-01', 1, 1],
        ['nm-9', '2026-03-01', 1, 1],
        ['nm-2', 'yesterday', 1, 1],
        ['nm-2', '2026-03-02', 1.5, 1],
        ['nm-2', '2026-03-02', -1, 1],
        ['nm-2', '2026-03-02', 3, -0.01],
        [null, null, null, null],
        ['nm-1', '2026-03-01', '20', '2,5'],
      ],
      known,
    );
    expect(taken).toEqual([{ nonMediaId: 'nm-1', day: '2026-03-01', impressions: 20, amount: 2.5 }]);
    expect(problems.map(rowProblemText)).toEqual([
      'Row 3: no non-media source id',
      'Row 4: unknown non-media source nm-9',
      'Row 5: bad date yesterday',
      'Row 6: bad number of impressions 1.5',
      'Row 7: bad number of impressions -1',
      'Row 8: bad amount -0.01',
    ]);
    expect(parseNonMediaRows([header, ['nm-1', '2026-03-01', 10, 1.005]], known).taken[0].amount).toBe(1.01);
  });

  it('takes nothing from a header alone', () => {
    expect(parseNonMediaRows([header], known)).toEqual({ taken: [], problems: [] });
  });
});
