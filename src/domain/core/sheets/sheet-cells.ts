/**
 * The cells of an uploaded spreadsheet as the upload kinds read them (non-media figures, DSP
 * lines, domains): plain values, blank and shown forms, dates (the sheet's own or typed
 * `YYYY-MM-DD` / `DD.MM.YYYY`), numbers (typed with a comma or spaces too), and the English text of
 * a row problem (`Row 3: ...`). Pure.
 */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** The English text of a problem (its catalogue key filled with its values). */
export function rowProblemText(problem: { key: string; values: Record<string, string | number> }): string {
  return problem.key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(problem.values[name] ?? ''));
}

export const blank = (cell: SheetCell) => cell === null || cell === undefined || (typeof cell === 'string' && !cell.trim());

export const shown = (cell: SheetCell) => (cell instanceof Date ? cell.toISOString() : String(cell ?? '')).trim().slice(0, 100);

/** Whether the row's first cells are these names (trimmed, any case). */
export function isHeaderRow(row: readonly SheetCell[], names: readonly string[]): boolean {
  return names.every((name, index) => String(row[index] ?? '').trim().toLowerCase() === name);
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
