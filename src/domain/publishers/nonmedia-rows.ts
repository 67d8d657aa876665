/**
 * The rows of a non-media spreadsheet (API.md "Buying side": header `nonmedia_id | date |
 * impressions | amount`, the header being row 1): each good row is one source's figures for one
 * day; every other row is named with why it was not taken (unknown source, bad date, bad
 * number). Blank rows are skipped. A later row of the same source and day wins, as a later upload
 * does. Pure: the server reads the cells, this decides.
 */
import { roundMoney } from '../core/rules/field-rules';
import { blank, isHeaderRow, shown, sheetDate, sheetNumber, type SheetCell } from '../core/sheets/sheet-cells';

export { blank, rowProblemText, sheetDate, sheetNumber, shown, type SheetCell } from '../core/sheets/sheet-cells';

export const nonMediaHeader = ['nonmedia_id', 'date', 'impressions', 'amount'] as const;

export interface NonMediaFigure {
  nonMediaId: string;
  day: string;
  impressions: number;
  /** Roubles without VAT, rounded to 2 decimals half away from zero. */
  amount: number;
}

/** Why a row was not taken: a catalogue key (its English text) and what it names. */
export interface RowProblem {
  key: keyof typeof rowProblemTexts;
  values: Record<string, string | number>;
}

export const rowProblemTexts = {
  'Row {{row}}: no non-media source id': 'Row {{row}}: no non-media source id',
  'Row {{row}}: unknown non-media source {{id}}': 'Row {{row}}: unknown non-media source {{id}}',
  'Row {{row}}: bad date {{value}}': 'Row {{row}}: bad date {{value}}',
  'Row {{row}}: bad number of impressions {{value}}': 'Row {{row}}: bad number of impressions {{value}}',
  'Row {{row}}: bad amount {{value}}': 'Row {{row}}: bad amount {{value}}',
} as const;

export function isNonMediaHeader(row: readonly SheetCell[]): boolean {
  return isHeaderRow(row, nonMediaHeader);
}

export interface ParsedNonMedia {
  taken: NonMediaFigure[];
  problems: RowProblem[];
}

/** One data row (its sheet number `row`): its figures, why it is not taken, or null when blank. */
export function readNonMediaRow(cells: readonly SheetCell[], row: number, known: ReadonlySet<string>): NonMediaFigure | RowProblem | null {
  if (cells.slice(0, 4).every(blank)) return null;
  const [idCell, dateCell, impressionsCell, amountCell] = cells;
  const id = blank(idCell) ? '' : String(idCell).trim();
  if (!id) return { key: 'Row {{row}}: no non-media source id', values: { row } };
  if (!known.has(id)) return { key: 'Row {{row}}: unknown non-media source {{id}}', values: { row, id: id.slice(0, 100) } };
  const day = sheetDate(dateCell);
  if (!day) return { key: 'Row {{row}}: bad date {{value}}', values: { row, value: shown(dateCell) } };
  const impressions = sheetNumber(impressionsCell);
  if (impressions === null || !Number.isInteger(impressions) || impressions < 0 || impressions > Number.MAX_SAFE_INTEGER) {
    return { key: 'Row {{row}}: bad number of impressions {{value}}', values: { row, value: shown(impressionsCell) } };
  }
  const amount = sheetNumber(amountCell);
  if (amount === null || amount < 0 || amount >= 1e16) return { key: 'Row {{row}}: bad amount {{value}}', values: { row, value: shown(amountCell) } };
  return { nonMediaId: id, day, impressions, amount: roundMoney(amount) };
}

/** `rows[0]` is the header (row 1); `known` are the non-media sources' ids. */
export function parseNonMediaRows(rows: ReadonlyArray<readonly SheetCell[]>, known: ReadonlySet<string>): ParsedNonMedia {
  const taken = new Map<string, NonMediaFigure>();
  const problems: RowProblem[] = [];
  rows.forEach((cells, index) => {
    if (index === 0) return;
    const read = readNonMediaRow(cells, index + 1, known);
    if (read === null) return;
    if ('key' in read) problems.push(read);
    else taken.set(`${read.nonMediaId}\n${read.day}`, read);
  });
  return { taken: [...taken.values()], problems };
}
