/**
 * Draws a document's blocks as a PDF (pdfmake on Node) with the Roboto fonts pdfmake ships,
 * which have Cyrillic and Polish letters, held in memory (pdf-fonts.ts); nothing else may be
 * loaded (no URLs, no local files).
 */
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentBlock, RenderedDocument } from '../../domain/documents/document-blocks';
import type { PartyDetails, Signer } from '../../domain/documents/document-model';
import { pdfFontFamily } from './pdf-fonts';
import type { SignatureImage, SignatureImages } from './signature-images';

let configured = false;

function configure(): void {
  if (configured) return;
  pdfmake.setFonts({ Roboto: pdfFontFamily() });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  configured = true;
}

const pageWidth = { portrait: 595.28, landscape: 841.89 };
const margins: [number, number, number, number] = [40, 36, 30, 36];

const dataUrl = (picture: SignatureImage) => `data:image/${picture.type === 'png' ? 'png' : 'jpeg'};base64,${picture.data.toString('base64')}`;

function parties(list: PartyDetails[]): Content {
  return {
    columns: list.map((party) => ({
      stack: [{ text: [{ text: `${party.role}: `, bold: true }, { text: party.name, bold: true }], margin: [0, 0, 0, 2] }, ...party.requisites.map(([label, value]) => ({ text: `${label}: ${value}`, fontSize: 8 }))],
    })),
    columnGap: 16,
    margin: [0, 4, 0, 8],
  };
}

function table(block: Extract<DocumentBlock, { kind: 'table' }>, available: number): Content {
  const total = block.widths.reduce((a, b) => a + b, 0);
  const header: TableCell[] = block.header.map((text) => ({ text, bold: true, alignment: 'center', fontSize: 8 }));
  const body: TableCell[][] = block.rows.map((cells) => cells.map((text, i) => ({ text, alignment: block.align[i], fontSize: 8 })));
  return { table: { headerRows: 1, widths: block.widths.map((w) => (w / total) * (available - block.widths.length * 8)), body: [header, ...body] }, margin: [0, 4, 0, 6] };
}

function signatures(signers: Signer[], images: SignatureImages | null): Content[] {
  const rows: TableCell[][] = signers.map((signer) => [
    { text: signer.title },
    images && signer.party === 'seller' ? { image: dataUrl(images.signature), width: 80, height: 80 / images.signature.ratio } : { text: '______________________' },
    { text: `/ ${signer.name} /` },
  ]);
  const stamp: Content = images ? { columns: [{ text: 'М.П.', width: 30 }, { image: dataUrl(images.stamp), width: 100, height: 100 / images.stamp.ratio }] } : { text: 'М.П.' };
  return [{ table: { widths: ['35%', '30%', '35%'], body: rows }, layout: 'noBorders', margin: [0, 14, 0, 4] }, stamp];
}

function content(block: DocumentBlock, available: number, images: SignatureImages | null): Content[] {
  switch (block.kind) {
    case 'heading':
      return [{ text: block.text, bold: true, fontSize: block.level === 1 ? 13 : 11, alignment: 'center', margin: [0, 0, 0, 6] }];
    case 'paragraph':
      return [{ text: block.text, bold: block.bold, margin: [0, 0, 0, 3] }];
    case 'parties':
      return [parties(block.parties)];
    case 'table':
      return [table(block, available)];
    case 'totals':
      return block.lines.map(([label, value]) => ({ text: `${label} ${value}`, bold: true, alignment: 'right' as const }));
    case 'signatures':
      return signatures(block.signers, images);
  }
}

export async function renderPdf(document: RenderedDocument, images: SignatureImages | null): Promise<Buffer> {
  configure();
  const signed = document.signed ? images : null;
  const available = (document.landscape ? pageWidth.landscape : pageWidth.portrait) - margins[0] - margins[2];
  const definition: TDocumentDefinitions = {
    info: { title: document.title },
    pageSize: 'A4',
    pageOrientation: document.landscape ? 'landscape' : 'portrait',
    pageMargins: margins,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: document.blocks.flatMap((block) => content(block, available, signed)),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
