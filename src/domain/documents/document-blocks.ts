/**
 * A document as a list of blocks the .docx and PDF renderers both draw the same way: headings,
 * paragraphs, the parties side by side, a table, the totals and the signature lines. Every
 * value is already printed text here, so the two renderers cannot disagree about a number.
 */
import type { Column, OrderDocument, PartyDetails, Signer } from './document-model';
import type { DocumentRow } from './document-rows';
import { printedMoney, printedQuantity } from './printed-values';

export type Align = 'left' | 'center' | 'right';

export type DocumentBlock =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  | { kind: 'parties'; parties: PartyDetails[] }
  | { kind: 'table'; header: string[]; rows: string[][]; align: Align[]; widths: number[] }
  | { kind: 'totals'; lines: Array<[string, string]> }
  | { kind: 'signatures'; signers: Signer[] };

export interface RenderedDocument {
  title: string;
  landscape: boolean;
  /** Draw the seller's signature and stamp images at the seller's signature lines. */
  signed: boolean;
  blocks: DocumentBlock[];
}

function cell(row: DocumentRow, column: Column): string {
  const value = row[column.key];
  switch (column.kind) {
    case 'money':
      return printedMoney(Number(value));
    case 'number':
      return printedQuantity(Number(value));
    case 'percent':
      return Number(value) === 0 ? 'без НДС' : `${value}%`;
    default:
      return String(value);
  }
}

const widthOf = (column: Column) => (column.key === 'name' ? 4 : column.key === 'index' ? 0.6 : column.kind === 'text' ? 1.4 : 1.3);

export function orderDocumentBlocks(document: OrderDocument): RenderedDocument {
  const blocks: DocumentBlock[] = [{ kind: 'heading', text: document.title, level: 1 }];
  if (document.subtitle) blocks.push({ kind: 'heading', text: document.subtitle, level: 2 });
  blocks.push({ kind: 'parties', parties: [document.seller, document.buyer] });
  for (const line of document.headerLines) blocks.push({ kind: 'paragraph', text: line });
  blocks.push({
    kind: 'table',
    header: document.columns.map((c) => c.title),
    rows: document.rows.map((row) => document.columns.map((c) => cell(row, c))),
    align: document.columns.map((c) => (c.kind === 'text' ? 'left' : 'right')),
    widths: document.columns.map(widthOf),
  });
  blocks.push({ kind: 'totals', lines: document.totalLines.map(([label, amount]) => [label, printedMoney(amount)]) });
  if (document.amountInWords) blocks.push({ kind: 'paragraph', text: document.amountInWords, bold: true });
  for (const note of document.notes) blocks.push({ kind: 'paragraph', text: note });
  blocks.push({ kind: 'signatures', signers: document.signers });
  return { title: document.title, landscape: document.landscape, signed: document.signed, blocks };
}
