/**
 * The fonts of PDF documents: the Roboto that pdfmake ships (Cyrillic and Polish letters), read
 * once and kept in memory without its OpenType layout tables (GSUB, GPOS, GDEF).
 *
 * pdfkit parses a document's fonts anew for every PDF, and the costly part was laying text out
 * through those tables (kerning pairs, mark positioning, ligatures): about 60 of the 85 ms an
 * act took. Without them each character is its glyph at its own width (as Word sets text unless
 * kerning is switched on); the letters, their widths and the text read back are the same.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TFontFamilyTypes } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const layoutTables = new Set(['GSUB', 'GPOS', 'GDEF']);

export interface FontTable {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

/** A TrueType font's table directory, in its order. */
export function fontTables(font: Buffer): FontTable[] {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const at = 12 + i * 16;
    return { tag: font.toString('latin1', at, at + 4), checksum: font.readUInt32BE(at + 4), offset: font.readUInt32BE(at + 8), length: font.readUInt32BE(at + 12) };
  });
}

/** The same TrueType font with some of its tables left out (the others byte for byte). */
export function withoutTables(font: Buffer, leftOut: ReadonlySet<string>): Buffer {
  const kept = fontTables(font).filter((entry) => !leftOut.has(entry.tag));
  const header = Buffer.alloc(12 + kept.length * 16);
  font.copy(header, 0, 0, 4); // sfnt version
  const power = 2 ** Math.floor(Math.log2(kept.length));
  header.writeUInt16BE(kept.length, 4);
  header.writeUInt16BE(power * 16, 6); // searchRange
  header.writeUInt16BE(Math.log2(power), 8); // entrySelector
  header.writeUInt16BE((kept.length - power) * 16, 10); // rangeShift
  const bodies: Buffer[] = [];
  let offset = header.length;
  kept.forEach((entry, i) => {
    const body = Buffer.alloc((entry.length + 3) & ~3); // tables start on four-byte boundaries
    font.copy(body, 0, entry.offset, entry.offset + entry.length);
    const at = 12 + i * 16;
    header.write(entry.tag, at, 'latin1');
    header.writeUInt32BE(entry.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(entry.length, at + 12);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
}

type Variant = keyof TFontFamilyTypes;
const shipped = (require('pdfmake/fonts/Roboto.js') as { Roboto: Record<Variant, string> }).Roboto;

/**
 * pdfmake's in-memory files: on Node its font descriptors must be file names (it treats any
 * other value as a URL to fetch), looked up here before the disk. Its own URL downloads and the
 * browser build's font files go through the same store; the typings leave it out.
 */
const virtualFiles = (pdfmake as unknown as { virtualfs: { writeFileSync(name: string, content: Buffer): void } }).virtualfs;
let roboto: TFontFamilyTypes | null = null;

/** pdfmake's Roboto family, its files in memory without layout tables (made on first use). */
export function pdfFontFamily(): TFontFamilyTypes {
  if (roboto) return roboto;
  const family: TFontFamilyTypes = {};
  for (const variant of Object.keys(shipped) as Variant[]) {
    const name = `without-layout-${path.basename(shipped[variant])}`;
    virtualFiles.writeFileSync(name, withoutTables(fs.readFileSync(shipped[variant]), layoutTables));
    family[variant] = name;
  }
  roboto = family;
  return roboto;
}
