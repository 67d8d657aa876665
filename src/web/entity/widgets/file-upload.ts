/** Upload to POST /api/files/ (multipart `file` and `name`, `?for=<entity>.<field>`) → {id, name, size}. */
import { acceptedExtensions, checkUpload, leadingBytesNeeded, type Accept } from '../../../domain/core/files/accepted-files';
import { dataProvider } from '../../data/data-provider';

export interface StoredFile {
  id: number;
  name: string;
  size: number;
}

export const fileMustBe = 'File must be {{extension}}';

/**
 * The check the server makes of an upload for a declared field (name and leading bytes, the
 * shared accepted-files rules), made before sending: null when the file fits, else the i18n
 * key "File must be {{extension}}".
 */
export async function pickedFileProblem(file: Blob & { name: string }, accept: Accept | undefined): Promise<string | null> {
  if (!acceptedExtensions(accept).length) return null;
  const leadingBytes = new Uint8Array(await file.slice(0, leadingBytesNeeded).arrayBuffer());
  return checkUpload(file.name, leadingBytes, accept) ? fileMustBe : null;
}

/** Uploads a file; `target` (`<entity>.<field>`) has the server check it against that field's declaration. */
export async function uploadFile(file: File, target?: string): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', file.name);
  return dataProvider.upload<StoredFile>(form, target ? { for: target } : undefined);
}

export function fileUrl(id: number | string): string {
  return dataProvider.fileUrl(id);
}

/** b, Kb, Mb, Gb in steps of 1024 (spec 1 §9). */
export function fileSize(bytes: number): string {
  const units = ['b', 'Kb', 'Mb', 'Gb'];
  let n = bytes;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? n : n.toFixed(1)} ${units[unit]}`;
}
