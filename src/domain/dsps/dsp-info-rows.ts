/**
 * The lines of a DSP spreadsheet (API.md "Buying side", missed markers: header `dsp_id | date |
 * marker | impressions | budget`, the header being row 1): each good row is one line a DSP
 * states; `dsp_id` is the DSP's own id or one of its `dspId` identifiers. Every other row is
 * named with why it was not taken (unknown DSP, bad date, no marker, bad number). Blank rows are
 * skipped. Pure: the server reads the cells, this decides. The cell readers are the core's.
 */
import { roundMoney } from '../core/rules/field-rules';
import { blank, isHeaderRow, sheetDate, sheetNumber, shown, type SheetCell } from '../core/sheets/sheet-cells';

export const dspInfoHeader = ['dsp_id', 'date', 'marker', 'impressions', 'budget'] as const;

export interface DspLine {
  /** The DSP's own (text) id. */
  dsp: string;
  day: string;
  marker: string;
  impressions: number;
  /** Roubles without VAT, rounded to 2 decimals half away from zero. */
  budget: number;
}

export const dspLineProblemTexts = {
  'Row {{row}}: no DSP id': 'Row {{row}}: no DSP id',
  'Row {{row}}: unknown DSP {{id}}': 'Row {{row}}: unknown DSP {{id}}',
  'Row {{row}}: bad date {{value}}': 'Row {{row}}: bad date {{value}}',
  'Row {{row}}: no marker': 'Row {{row}}: no marker',
  'Row {{row}}: bad number of impressions {{value}}': 'Row {{row}}: bad number of impressions {{value}}',
  'Row {{row}}: bad budget {{value}}': 'Row {{row}}: bad budget {{value}}',
} as const;

export interface DspLineProblem {
  key: keyof typeof dspLineProblemTexts;
  values: Record<string, string | number>;
}

export function isDspInfoHeader(row: readonly SheetCell[]): boolean {
  return isHeaderRow(row, dspInfoHeader);
}

export interface ParsedDspLines {
  taken: DspLine[];
  problems: DspLineProblem[];
}

/**
 * One data row (its sheet number `row`): its line, why it is not taken, or null when blank.
 * `dspOf` maps a DSP id or identifier to the DSP's id (a DSP's own id wins over another DSP's
 * identifier of the same text).
 */
export function readDspLine(cells: readonly SheetCell[], row: number, dspOf: ReadonlyMap<string, string>): DspLine | DspLineProblem | null {
  if (cells.slice(0, 5).every(blank)) return null;
  const [idCell, dateCell, markerCell, impressionsCell, budgetCell] = cells;
  const id = blank(idCell) ? '' : String(idCell).trim();
  if (!id) return { key: 'Row {{row}}: no DSP id', values: { row } };
  const dsp = dspOf.get(id);
  if (!dsp) return { key: 'Row {{row}}: unknown DSP {{id}}', values: { row, id: id.slice(0, 100) } };
  const day = sheetDate(dateCell);
  if (!day) return { key: 'Row {{row}}: bad date {{value}}', values: { row, value: shown(dateCell) } };
  const marker = blank(markerCell) ? '' : String(markerCell).trim();
  if (!marker) return { key: 'Row {{row}}: no marker', values: { row } };
  const impressions = sheetNumber(impressionsCell);
  if (impressions === null || !Number.isInteger(impressions) || impressions < 0 || impressions > Number.MAX_SAFE_INTEGER) {
    return { key: 'Row {{row}}: bad number of impressions {{value}}', values: { row, value: shown(impressionsCell) } };
  }
  const budget = sheetNumber(budgetCell);
  if (budget === null || budget < 0 || budget >= 1e14) return { key: 'Row {{row}}: bad budget {{value}}', values: { row, value: shown(budgetCell) } };
  return { dsp, day, marker: marker.slice(0, 1000), impressions, budget: roundMoney(budget) };
}

/** `rows[0]` is the header (row 1). */
export function parseDspLines(rows: ReadonlyArray<readonly SheetCell[]>, dspOf: ReadonlyMap<string, string>): ParsedDspLines {
  const taken: DspLine[] = [];
  const problems: DspLineProblem[] = [];
  rows.forEach((cells, index) => {
    if (index === 0) return;
    const read = readDspLine(cells, index + 1, dspOf);
    if (read === null) return;
    if ('key' in read) problems.push(read);
    else taken.push(read);
  });
  return { taken, problems };
}
