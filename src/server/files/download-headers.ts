/**
 * Headers of a stored file's download. The type is the one the server recorded at upload (from
 * the leading bytes, never the client's claim); the browser must not guess another
 * (`nosniff`). PDFs and raster images open in a window of their own (`inline`); every other
 * file is saved (`attachment`), so no uploaded HTML or SVG ever runs in the app's origin.
 */
import { inlineContentTypes } from '../../domain/core/files/accepted-files';

const unknownType = 'application/octet-stream';

/**
 * The policy of a file shown by the browser itself: nothing may run or load but the file. Chrome
 * shows a PDF as an `<embed>` of the same address in a page it makes up, with inline styles;
 * Chrome versions before the out-of-process viewer showed an empty or blocked page under
 * `object-src 'none'` or a bare `default-src 'none'` (crbug.com/271452), hence `object-src
 * 'self'` and inline styles. No `sandbox`, which built-in PDF viewers have not always tolerated.
 */
export const fileContentSecurityPolicy = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function downloadHeaders(file: { name: string; contentType: string | null; size: number }): Record<string, string | number> {
  const contentType = file.contentType || unknownType;
  const inline = inlineContentTypes.has(contentType);
  return {
    'content-type': contentType,
    'content-disposition': contentDisposition(file.name, inline ? 'inline' : 'attachment'),
    'content-length': file.size,
    'x-content-type-options': 'nosniff',
    'content-security-policy': fileContentSecurityPolicy,
  };
}
