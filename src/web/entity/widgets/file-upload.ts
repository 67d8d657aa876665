/** Upload to POST /api/files/ (multipart `file` and `name`) → {id, name, size}. */
import { request } from '../../app/api';

export interface StoredFile {
  id: number;
  name: string;
  size: number;
}

/** "File must be {extension}" check; null when the name fits. */
export function extensionError(fileName: string, accept: string | undefined): string | null {
  if (!accept) return null;
  return fileName.toLowerCase().endsWith(accept.toLowerCase()) ? null : 'File must be {{extension}}';
}

export async function uploadFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', file.name);
  return request<StoredFile>('files/', { method: 'POST', body: form });
}

export function fileUrl(id: number | string): string {
  return `/api/files/${id}/`;
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
