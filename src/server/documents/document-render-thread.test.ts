/**
 * Documents drawn in their own thread: each comes back in its own format with its own text, a
 * document that cannot be drawn fails alone, the thread goes on with the next one, and it stops
 * once idle and starts again on the next document.
 */
import { describe, expect, it } from 'vitest';
import type { RenderedDocument } from '../../domain/documents/document-blocks';
import { docxText, pdfText, withoutSpaces } from '../../../dev/testing/document-readers';
import { documentThreadRunning, idleStopMs, renderInThread } from './document-render-thread';

const paragraph = (text: string): RenderedDocument => ({ title: text, landscape: false, signed: false, blocks: [{ kind: 'paragraph', text }] });

describe('document thread', () => {
  it('answers each document with its own PDF or .docx, several at once', async () => {
    const texts = ['Акт № 1', 'Счёт № 2', 'Faktura № 3'];
    const [pdfs, docxs] = await Promise.all([
      Promise.all(texts.map((text) => renderInThread('pdf', paragraph(text), null))),
      Promise.all(texts.map((text) => renderInThread('docx', paragraph(text), null))),
    ]);
    for (const [index, text] of texts.entries()) {
      expect(pdfs[index].subarray(0, 5).toString()).toBe('%PDF-');
      expect(withoutSpaces(await pdfText(pdfs[index]))).toBe(withoutSpaces(text));
      expect(docxs[index].subarray(0, 2).toString()).toBe('PK');
      expect(withoutSpaces(await docxText(docxs[index]))).toContain(withoutSpaces(text));
    }
  }, 30_000);

  it('fails a document it cannot draw, and draws the next one', async () => {
    const broken = { ...paragraph('x'), blocks: [{ kind: 'table', columns: null, rows: null }] } as unknown as RenderedDocument;
    await expect(renderInThread('pdf', broken, null)).rejects.toThrow(/Document not drawn/);
    await expect(renderInThread('docx', broken, null)).rejects.toThrow(/Document not drawn/);
    expect(withoutSpaces(await pdfText(await renderInThread('pdf', paragraph('После ошибки'), null)))).toBe('Послеошибки');
  }, 30_000);

  it('draws a media plan of 1,000 product rows in either format within its heap', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) => [`Баннер 240×400, площадка № ${index + 1}`, 'тыс. показов', '1 250', '180,00', '225 000,00', '45 000,00', '270 000,00']);
    const plan: RenderedDocument = {
      title: 'Приложение',
      landscape: true,
      signed: false,
      blocks: [{ kind: 'table', header: ['Наименование', 'Ед.', 'Кол-во', 'Цена', 'Без НДС', 'НДС', 'С НДС'], rows, align: ['left', 'left', 'right', 'right', 'right', 'right', 'right'], widths: [30, 10, 10, 10, 14, 12, 14] }],
    };
    const [pdf, docx] = await Promise.all([renderInThread('pdf', plan, null), renderInThread('docx', plan, null)]);
    expect(withoutSpaces(await pdfText(pdf))).toContain('площадка№1000');
    expect(withoutSpaces(await docxText(docx))).toContain('площадка№1000');
  }, 60_000);

  it('stops when idle and starts again for the next document', async () => {
    await renderInThread('docx', paragraph('Первый'), null);
    expect(documentThreadRunning()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, idleStopMs + 500));
    expect(documentThreadRunning()).toBe(false);
    expect(withoutSpaces(await docxText(await renderInThread('docx', paragraph('Второй'), null)))).toContain('Второй');
  }, 30_000);
});
