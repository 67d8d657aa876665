import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoDspIdentifiers } from './analytics-year';
import { dspSpreadsheet } from './hand-made-buying-rows';
import { SeededRandom } from './seeded-random';

async function statedByDsp(file: Buffer): Promise<Map<string, number>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const owner = new Map(demoDspIdentifiers.flatMap((ids) => ids.map((id) => [id, ids[0]!] as const)));
  const sums = new Map<string, number>();
  book.worksheets[0]!.eachRow((row, index) => {
    if (index === 1) return;
    const dsp = owner.get(String(row.getCell(1).value))!;
    sums.set(dsp, (sums.get(dsp) ?? 0) + Number(row.getCell(5).value));
  });
  return sums;
}

describe("the demo's DSP spreadsheets", () => {
  it('state each DSP\'s month within a few percent of its own figures (issue "Month close" 13)', async () => {
    const own = new Map([
      ['yandex-direct-rtb', 400_000],
      ['yandex-direct-rtb-video', 150_000.5],
      ['mytarget-dsp', 90_000],
      ['otm-buyer-1', 20_000],
      ['otm-buyer-2', 35_000],
      ['hybrid-dsp', 1_200_000],
    ]);
    const stated = await statedByDsp(await dspSpreadsheet('2026-10-01', ['m-1', 'm-2'], own, new SeededRandom(5)));
    for (const ids of demoDspIdentifiers) {
      const ours = ids.reduce((sum, id) => sum + own.get(id)!, 0);
      const theirs = stated.get(ids[0]!)!;
      expect(Math.abs(theirs / ours - 1), `${ids[0]}: ${theirs} against ${ours}`).toBeLessThanOrEqual(0.04);
      expect(theirs).not.toBe(ours);
    }
  });
});
