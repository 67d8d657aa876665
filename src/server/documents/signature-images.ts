/**
 * The billing organisation's signature and stamp images, read from the file store, for signed
 * documents. PNG and JPEG only (the organisation's fields accept nothing else).
 */
import type { Database } from '../db/connection';
import { findFile, readBytes } from '../files/file-store';
import type { Config } from '../config';

export interface SignatureImage {
  data: Buffer;
  type: 'png' | 'jpg';
  /** Width over height, so renderers keep the proportions. */
  ratio: number;
}

export interface SignatureImages {
  signature: SignatureImage;
  stamp: SignatureImage;
}

/** Width and height from a PNG's IHDR or a JPEG's SOF marker. */
function dimensions(data: Buffer): { width: number; height: number } {
  if (data[0] === 0x89) return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  for (let at = 2; at + 9 < data.length; ) {
    const marker = data[at + 1];
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
    at += 2 + length;
  }
  return { width: 1, height: 1 };
}

async function loadImage(config: Config, database: Database, fileId: number): Promise<SignatureImage | null> {
  const row = await findFile(database, fileId);
  if (!row) return null;
  // A store that does not answer fails the task as such (StoreUnavailableError), not as a bad image.
  const data = await readBytes(config, row.storageKey);
  if (!data || data.length < 24) return null;
  const type = data[0] === 0x89 ? 'png' : data[0] === 0xff && data[1] === 0xd8 ? 'jpg' : null;
  if (!type) return null;
  const { width, height } = dimensions(data);
  return { data, type, ratio: width > 0 && height > 0 ? width / height : 1 };
}

/** Both images of an organisation, or null when either is missing or unreadable. */
export async function loadSignatureImages(config: Config, database: Database, seller: { signature: number | null; stamp: number | null }): Promise<SignatureImages | null> {
  if (!seller.signature || !seller.stamp) return null;
  const [signature, stamp] = await Promise.all([loadImage(config, database, seller.signature), loadImage(config, database, seller.stamp)]);
  return signature && stamp ? { signature, stamp } : null;
}
