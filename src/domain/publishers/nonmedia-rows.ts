/**
 * The rows of a non-media spreadsheet (API.md "Buying side": header `nonmedia_id | date |
 * impressions | amount`, the header being row 1): each good row is one source's figures for one
 * day; every other row is named with why it was not taken (unknown source, bad date, bad
 * number). Blank rows are skipped. A later row of the same source and day wins, as a later upload
 * does. Pure: the server reads the cells, this decides.
 */
import { roundMoney } from '../core/rules/field-rules';

export type SheetCell = string | number | boolean | Date | null | undefined;

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

/** The English text of a problem, as the answer's `errors` carry it. */
export function rowProblemText(problem: { key: string; values: Record<string, string | number> }): string {
  return problem.key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(problem.values[name] ?? ''));
}

export const blank = (cell: SheetCell) => cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

export const shown = (cell: SheetCell) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim().slice(0, 100);

export function isNonMediaHeader(row: readonly SheetCell[]): boolean {
  return nonMediaHeader.every((name, index) => String(row[index] ?? '').trim().toLowerCase() === name);
}

function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900 || year > 2999) return null;
  return date.toISOString().slice(0, 10);
}

/** A date cell (the spreadsheet's own date) or text `YYYY-MM-DD` / `DD.MM.YYYY`. */
export function sheetDate(cell: SheetCell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : realDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  if (typeof cell !== 'string') return null;
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  return dotted ? realDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1])) : null;
}

export function sheetNumber(cell: SheetCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

export interface ParsedNonMedia {
  taken: NonMediaFigure[];
  problems: RowProblem[];
}

/** `rows[0]` is the header (row 1); `known` are the non-media sources' ids. */
export function parseNonMediaRows(rows: ReadonlyArray<readonly SheetCell[]>, known: ReadonlySet<string>): ParsedNonMedia {
  const taken = new Map<string, NonMediaFigure>();
  const problems: RowProblem[] = [];
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (row === 1 || cells.slice(0, 4).every(blank)) return;
    const [idCell, dateCell, impressionsCell, amountCell] = cells;
    const id = blank(idCell) ? '' : String(idCell).trim();
    if (!id) return void problems.push({ key: 'Row {{row}}: no non-media source id', values: { row } });
    if (!known.has(id)) return void problems.push({ key: 'Row {{row}}: unknown non-media source {{id}}', values: { row, id: id.slice(0, 100) } });
    const day = sheetDate(dateCell);
    if (!day) return void problems.push({ key: 'Row {{row}}: bad date {{value}}', values: { row, value: shown(dateCell) } });
    const impressions = sheetNumber(impressionsCell);
    if (impressions === null || !Number.isInteger(impressions) || impressions < 0 || impressions > Number.MAX_SAFE_INTEGER) {
      return void problems.push({ key: 'Row {{row}}: bad number of impressions {{value}}', values: { row, value: shown(impressionsCell) } });
    }
    const amount = sheetNumber(amountCell);
    if (amount === null || amount < 0 || amount >= 1e16) return void problems.push({ key: 'Row {{row}}: bad amount {{value}}', values: { row, value: shown(amountCell) } });
    taken.set(`${id}\n${day}`, { nonMediaId: id, day, impressions, amount: roundMoney(amount) });
  });
  return { taken: [...taken.values()], problems };
}
