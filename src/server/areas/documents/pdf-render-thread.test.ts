/**
 * PDFs drawn in their own thread: documents come back in their own order with their own text,
 * a document that cannot be drawn fails alone, and the thread goes on with the next one.
 */
import { describe, expect, it } from 'vitest';
import type { RenderedDocument } from '../../../domain/documents/document-blocks';
import { pdfText, withoutSpaces } from '../../testing/document-readers';
import { renderPdfInThread } from './pdf-render-thread';

const paragraph = (text: string): RenderedDocument => ({ title: text, landscape: false, signed: false, blocks: [{ kind: 'paragraph', text }] });

describe('PDF thread', () => {
  it('answers each document with its own PDF, several at once', async () => {
    const texts = ['Акт № 1', 'Счёт № 2', 'Faktura № 3'];
    const pdfs = await Promise.all(texts.map((text) => renderPdfInThread(paragraph(text), null)));
    for (const [index, pdf] of pdfs.entries()) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(withoutSpaces(await pdfText(pdf))).toBe(withoutSpaces(texts[index]));
    }
  }, 30_000);

  it('fails a document it cannot draw, and draws the next one', async () => {
    const broken = { ...paragraph('x'), blocks: [{ kind: 'table', columns: null, rows: null }] } as unknown as RenderedDocument;
    await expect(renderPdfInThread(broken, null)).rejects.toThrow(/PDF not drawn/);
    expect(withoutSpaces(await pdfText(await renderPdfInThread(paragraph('После ошибки'), null)))).toBe('Послеошибки');
  }, 30_000);
});
