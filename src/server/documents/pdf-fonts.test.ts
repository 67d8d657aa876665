/**
 * The PDF fonts: Roboto without its layout tables keeps every other table byte for byte, and a
 * PDF drawn with it (nothing read from disk) reads back every Russian and Polish letter.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfText, withoutSpaces } from '../../../dev/testing/document-readers';
import { fontTables, withoutTables } from './pdf-fonts';
import { renderPdf } from './pdf-renderer';

const require = createRequire(import.meta.url);
const layout = ['GDEF', 'GPOS', 'GSUB'];
const body = (font: Buffer, tag: string) => {
  const table = fontTables(font).find((entry) => entry.tag === tag)!;
  return font.subarray(table.offset, table.offset + table.length);
};

describe('PDF fonts', () => {
  it('leave out the layout tables and keep the others byte for byte, each on a four-byte boundary', () => {
    const shipped = fs.readFileSync(require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'));
    const tags = fontTables(shipped).map((entry) => entry.tag);
    expect(tags).toEqual(expect.arrayContaining([...layout, 'cmap', 'glyf', 'hmtx']));

    const stripped = withoutTables(shipped, new Set(layout));
    const kept = fontTables(stripped);
    expect(kept.map((entry) => entry.tag)).toEqual(tags.filter((tag) => !layout.includes(tag)));
    for (const entry of kept) {
      expect(entry.offset % 4, entry.tag).toBe(0);
      expect(body(stripped, entry.tag).equals(body(shipped, entry.tag)), entry.tag).toBe(true);
    }
    expect(stripped.length).toBeLessThan(shipped.length);
  });

  it('draw every Russian and Polish letter, regular and bold, read back from the PDF', async () => {
    const letters = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгдеёжзийклмнопрстуфхцчшщъыьэюя ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż № «» — 0123456789';
    const pdf = await renderPdf(
      { title: 'Letters', landscape: false, signed: false, blocks: [{ kind: 'paragraph', text: letters }, { kind: 'paragraph', text: letters, bold: true }] },
      null,
    );
    expect(withoutSpaces(await pdfText(pdf))).toBe(withoutSpaces(letters + letters));
  });
});
