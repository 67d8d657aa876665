/**
 * Draws a document's blocks as a .docx (the `docx` library): A4, Times New Roman 10 pt,
 * bordered tables, the seller's signature and stamp images on signed documents.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Align, DocumentBlock, RenderedDocument } from '../../domain/documents/document-blocks';
import type { PartyDetails, Signer } from '../../domain/documents/document-model';
import type { SignatureImage, SignatureImages } from './signature-images';

const alignments: Record<Align, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
};
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };

const text = (value: string, options: { bold?: boolean; size?: number } = {}) => new TextRun({ text: value, bold: options.bold, size: options.size });
const paragraph = (children: ParagraphChild[], align: Align = 'left', spacingAfter = 80) => new Paragraph({ children, alignment: alignments[align], spacing: { after: spacingAfter } });

function image(picture: SignatureImage, width: number): ImageRun {
  return new ImageRun({ type: picture.type, data: picture.data, transformation: { width, height: Math.round(width / picture.ratio) } });
}

function partiesTable(parties: PartyDetails[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: noBorders,
    rows: [
      new TableRow({
        children: parties.map(
          (party) =>
            new TableCell({
              width: { size: Math.floor(100 / parties.length), type: WidthType.PERCENTAGE },
              children: [
                paragraph([text(`${party.role}: `, { bold: true }), text(party.name, { bold: true })]),
                ...party.requisites.map(([label, value]) => paragraph([text(`${label}: ${value}`, { size: 18 })], 'left', 20)),
              ],
            }),
        ),
      }),
    ],
  });
}

function dataTable(block: Extract<DocumentBlock, { kind: 'table' }>): Table {
  const total = block.widths.reduce((a, b) => a + b, 0);
  const row = (cells: string[], header: boolean) =>
    new TableRow({
      tableHeader: header,
      children: cells.map(
        (value, i) =>
          new TableCell({
            width: { size: Math.round((block.widths[i] / total) * 100), type: WidthType.PERCENTAGE },
            children: [paragraph([text(value, { bold: header, size: 18 })], header ? 'center' : block.align[i], 0)],
          }),
      ),
    });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(block.header, true), ...block.rows.map((cells) => row(cells, false))] });
}

function signaturesTable(signers: Signer[], images: SignatureImages | null): (Table | Paragraph)[] {
  const rows = signers.map(
    (signer) =>
      new TableRow({
        children: [
          new TableCell({ width: { size: 35, type: WidthType.PERCENTAGE }, children: [paragraph([text(signer.title)])] }),
          new TableCell({
            width: { size: 30, type: WidthType.PERCENTAGE },
            children: [paragraph(images && signer.party === 'seller' ? [image(images.signature, 110)] : [text('______________________')])],
          }),
          new TableCell({ width: { size: 35, type: WidthType.PERCENTAGE }, children: [paragraph([text(`/ ${signer.name} /`)])] }),
        ],
      }),
  );
  const table = new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, borders: noBorders, rows });
  return images ? [table, paragraph([text('М.П. '), image(images.stamp, 130)])] : [table, paragraph([text('М.П.')])];
}

function blockContent(block: DocumentBlock, images: SignatureImages | null): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [paragraph([text(block.text, { bold: true, size: block.level === 1 ? 28 : 22 })], 'center', 120)];
    case 'paragraph':
      return [paragraph([text(block.text, { bold: block.bold })])];
    case 'parties':
      return [partiesTable(block.parties), paragraph([])];
    case 'table':
      return [dataTable(block), paragraph([])];
    case 'totals':
      return block.lines.map(([label, value]) => paragraph([text(`${label} `, { bold: true }), text(value, { bold: true })], 'right', 20));
    case 'signatures':
      return [paragraph([]), ...signaturesTable(block.signers, images)];
  }
}

export async function renderDocx(document: RenderedDocument, images: SignatureImages | null): Promise<Buffer> {
  const signed = document.signed ? images : null;
  const doc = new Document({
    title: document.title,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 20 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { orientation: document.landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT },
            margin: { top: 850, bottom: 850, left: 1000, right: 700 },
          },
        },
        children: document.blocks.flatMap((block) => blockContent(block, signed)),
      },
    ],
  });
  return Packer.toBuffer(doc);
}
