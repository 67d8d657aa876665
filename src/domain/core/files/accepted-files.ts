/**
 * What a file field accepts (`FileFieldDef.accept`) and whether an upload fits it: the name's
 * extension AND the file's leading bytes (magic numbers), so a renamed file is refused.
 * "File must be {extension}" (spec 1 §9). Pure: the server checks uploads with it, the upload
 * widget checks the picked file with it before sending.
 */

export type Accept = string | readonly string[];

/** A known file type: the media type the server records and serves, and how its bytes begin. */
export interface FileType {
  contentType: string;
  /** Any one of these must match at the start of the file; `null` is a byte that may be anything. */
  signatures: readonly (readonly (number | null)[])[];
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const zipLocalFileHeader = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04
const pdf: FileType = { contentType: 'application/pdf', signatures: [ascii('%PDF-')] };
const png: FileType = { contentType: 'image/png', signatures: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] };
const jpeg: FileType = { contentType: 'image/jpeg', signatures: [[0xff, 0xd8, 0xff]] };
const gif: FileType = { contentType: 'image/gif', signatures: [ascii('GIF87a'), ascii('GIF89a')] };
const webp: FileType = { contentType: 'image/webp', signatures: [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]] };
const zip: FileType = { contentType: 'application/zip', signatures: [zipLocalFileHeader] };
const xlsx: FileType = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', signatures: [zipLocalFileHeader] };

/** Extension (lower case, with the dot) → its type. An accepted extension not listed here is checked by name only. */
export const fileTypes: Readonly<Record<string, FileType>> = {
  '.pdf': pdf,
  '.png': png,
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.gif': gif,
  '.webp': webp,
  '.zip': zip,
  '.xlsx': xlsx,
};

/** How many leading bytes `checkUpload` and `sniffContentType` need to see. */
export const leadingBytesNeeded = Math.max(...Object.values(fileTypes).flatMap((type) => type.signatures.map((s) => s.length)));

/** Types a browser may show in a window of its own (everything else is downloaded). */
export const inlineContentTypes: ReadonlySet<string> = new Set([pdf, png, jpeg, gif, webp].map((type) => type.contentType));

/** The accepted extensions as a list, lower case with a leading dot ('ZIP' → '.zip'). */
export function acceptedExtensions(accept: Accept | undefined | null): string[] {
  const list = accept === undefined || accept === null ? [] : typeof accept === 'string' ? [accept] : [...accept];
  return list.map((e) => e.trim().toLowerCase()).filter(Boolean).map((e) => (e.startsWith('.') ? e : `.${e}`));
}

/** The extensions as the message and the `<input accept>` show them: ".pdf, .png, .jpg". */
export function acceptedExtensionList(accept: Accept | undefined | null): string {
  return acceptedExtensions(accept).join(', ');
}

/** "File must be .zip"; "File must be .pdf, .png, .jpg" for several. */
export function acceptMessage(accept: Accept): string {
  return `File must be ${acceptedExtensionList(accept)}`;
}

/** The extension of a file name, lower case with the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

function startsWith(bytes: Uint8Array, signature: readonly (number | null)[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => byte === null || bytes[i] === byte);
}

function bytesFit(type: FileType, leadingBytes: Uint8Array): boolean {
  return type.signatures.some((signature) => startsWith(leadingBytes, signature));
}

/**
 * Null when the upload fits `accept` (or nothing is declared), else the message: the name must
 * end with an accepted extension, and when that extension is a known type the leading bytes
 * must be that type's.
 */
export function checkUpload(fileName: string, leadingBytes: Uint8Array, accept: Accept | undefined | null): string | null {
  const extensions = acceptedExtensions(accept);
  if (!extensions.length) return null;
  const extension = extensionOf(fileName);
  if (!extensions.includes(extension)) return acceptMessage(extensions);
  const type = fileTypes[extension];
  return !type || bytesFit(type, leadingBytes) ? null : acceptMessage(extensions);
}

/**
 * The media type the bytes prove, preferring the one the name's extension says (a .xlsx and a
 * .zip begin alike); null when the bytes are of no known type.
 */
export function sniffContentType(fileName: string, leadingBytes: Uint8Array): string | null {
  const named = fileTypes[extensionOf(fileName)];
  if (named && bytesFit(named, leadingBytes)) return named.contentType;
  return Object.values(fileTypes).find((type) => bytesFit(type, leadingBytes))?.contentType ?? null;
}

/**
 * Whether a stored file fits `accept` by what was recorded when it was stored: its name's
 * extension is accepted, and for a known type the recorded type is that type (the upload's
 * leading bytes proved it). A field that declares nothing takes any file.
 */
export function storedFileFits(file: { name: string; contentType: string | null }, accept: Accept | undefined | null): boolean {
  const extensions = acceptedExtensions(accept);
  if (!extensions.length) return true;
  const extension = extensionOf(file.name);
  if (!extensions.includes(extension)) return false;
  const type = fileTypes[extension];
  return !type || file.contentType === type.contentType;
}
