/**
 * The lines of a DSP spreadsheet (API.md "Buying side", missed markers: header `dsp_id | date |
 * marker | impressions | budget`, the header being row 1): each good row is one line a DSP
 * states; `dsp_id` is the DSP's own id or one of its `dspId` identifiers. Every other row is
 * named with why it was not taken (unknown DSP, bad date, no marker, bad number). Blank rows are
 * skipped. Pure: the server reads the cells, this decides. The cell readers are the non-media
 * spreadsheet's.
 */
import { roundMoney } from '../core/rules/field-rules';
import { blank, sheetDate, sheetNumber, shown, type SheetCell } from '../publishers/nonmedia-rows';

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
  return dspInfoHeader.every((name, index) => String(row[index] ?? '').trim().toLowerCase() === name);
}

export interface ParsedDspLines {
  taken: DspLine[];
  problems: DspLineProblem[];
}

/**
 * `rows[0]` is the header (row 1); `dspOf` maps a DSP id or identifier to the DSP's id (a DSP's
 * own id wins over another DSP's identifier of the same text).
 */
export function parseDspLines(rows: ReadonlyArray<readonly SheetCell[]>, dspOf: ReadonlyMap<string, string>): ParsedDspLines {
  const taken: DspLine[] = [];
  const problems: DspLineProblem[] = [];
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (row === 1 || cells.slice(0, 5).every(blank)) return;
    const [idCell, dateCell, markerCell, impressionsCell, budgetCell] = cells;
    const id = blank(idCell) ? '' : String(idCell).trim();
    if (!id) return void problems.push({ key: 'Row {{row}}: no DSP id', values: { row } });
    const dsp = dspOf.get(id);
    if (!dsp) return void problems.push({ key: 'Row {{row}}: unknown DSP {{id}}', values: { row, id: id.slice(0, 100) } });
    const day = sheetDate(dateCell);
    if (!day) return void problems.push({ key: 'Row {{row}}: bad date {{value}}', values: { row, value: shown(dateCell) } });
    const marker = blank(markerCell) ? '' : String(markerCell).trim();
    if (!marker) return void problems.push({ key: 'Row {{row}}: no marker', values: { row } });
    const impressions = sheetNumber(impressionsCell);
    if (impressions === null || !Number.isInteger(impressions) || impressions < 0 || impressions > Number.MAX_SAFE_INTEGER) {
      return void problems.push({ key: 'Row {{row}}: bad number of impressions {{value}}', values: { row, value: shown(impressionsCell) } });
    }
    const budget = sheetNumber(budgetCell);
    if (budget === null || budget < 0 || budget >= 1e14) return void problems.push({ key: 'Row {{row}}: bad budget {{value}}', values: { row, value: shown(budgetCell) } });
    taken.push({ dsp, day, marker: marker.slice(0, 1000), impressions, budget: roundMoney(budget) });
  });
  return { taken, problems };
}
