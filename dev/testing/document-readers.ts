/**
 * Reading generated documents back in tests: the text of a .docx (its word/document.xml), of a
 * PDF (pdfjs), the entries of a .zip, and a tiny real PNG for signature and stamp uploads.
 */
import zlib from 'node:zlib';
import JSZip from 'jszip';

export async function zipEntries(data: Buffer | Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(data);
  const entries = new Map<string, Buffer>();
  for (const name of Object.keys(zip.files).sort()) entries.set(name, await zip.files[name].async('nodebuffer'));
  return entries;
}

/** The text of a .docx, paragraphs on their own lines, XML entities decoded. */
export async function docxText(data: Buffer | Uint8Array): Promise<string> {
  const xml = (await zipEntries(data)).get('word/document.xml')?.toString('utf8') ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * drizzle-kit (which the test server loads for probe tables) adds an enumerable
 * `Array.prototype.random`; pdfjs refuses to run beside enumerable array extensions.
 */
function hideArrayExtensions(): void {
  for (const key of Object.keys(Array.prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(Array.prototype, key);
    if (descriptor?.configurable) Object.defineProperty(Array.prototype, key, { ...descriptor, enumerable: false });
  }
}

/** The text of every page of a PDF, items joined by spaces, pages by new lines. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  hideArrayExtensions();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** Spaces of every kind as one plain space: PDFs and documents print money with non-breaking ones. */
export const plainSpaces = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

/** Without any spaces: a PDF's text items break lines at "/" and "-", and pdfjs joins them with a space. */
export const withoutSpaces = (text: string) => text.replace(/[\s\u00a0]+/g, '');

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of width × height blue pixels. */
export function tinyPng(width = 8, height = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([20, 40, 200]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
