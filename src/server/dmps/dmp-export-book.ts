/**
 * A DMP export's spreadsheet (API.md "DMPs"): one row per audience of the DMP (name, group, cpm,
 * impressions, SSP amount, DMP amount of the month), audiences with figures but no listing under
 * their id, and a total row equal to the sums of the rows.
 */
import Decimal from 'decimal.js';
import type { AnalyticsAudience, DmpAudienceMonthFigures } from '../analytics/dmp-figures';

export interface ExportLine {
  name: string;
  group: string;
  cpm: string;
  impressions: number;
  sspAmount: string;
  dmpAmount: string;
}

/** The lines of one DMP's export: its listed audiences in order, then the unlisted ones with figures. */
export function exportLines(audiences: readonly AnalyticsAudience[], figures: readonly DmpAudienceMonthFigures[]): ExportLine[] {
  const byAudience = new Map(figures.map((row) => [row.audienceId, row]));
  const listed = new Set(audiences.map((audience) => audience.audienceId));
  const line = (name: string, group: string, cpm: string, row: DmpAudienceMonthFigures | undefined): ExportLine => ({
    name,
    group,
    cpm,
    impressions: row?.impressions ?? 0,
    sspAmount: row?.sspAmount ?? '0',
    dmpAmount: row?.dmpAmount ?? '0',
  });
  return [
    ...audiences.map((audience) => line(audience.name, audience.group, audience.cpm, byAudience.get(audience.audienceId))),
    ...figures.filter((row) => !listed.has(row.audienceId)).map((row) => line(row.audienceId, '', '0', row)),
  ];
}

export const exportHeader = ['Audience', 'Group', 'CPM', 'Impressions', 'SSP amount', 'DMP amount'] as const;

export async function exportBook(lines: readonly ExportLine[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('DMP');
  sheet.addRow([...exportHeader]).font = { bold: true };
  const money = (text: string) => new Decimal(text).toNumber();
  let impressions = 0;
  let ssp = new Decimal(0);
  let dmp = new Decimal(0);
  for (const line of lines) {
    sheet.addRow([line.name, line.group, money(line.cpm), line.impressions, money(line.sspAmount), money(line.dmpAmount)]);
    impressions += line.impressions;
    ssp = ssp.plus(line.sspAmount);
    dmp = dmp.plus(line.dmpAmount);
  }
  sheet.addRow(['Total', null, null, impressions, ssp.toNumber(), dmp.toNumber()]).font = { bold: true };
  for (const column of [3, 5, 6]) sheet.getColumn(column).numFmt = '0.00';
  sheet.getColumn(1).width = 32;
  return Buffer.from(await book.xlsx.writeBuffer());
}
