/**
 * multipart/form-data bodies, well-formed and not: hostile file names (NUL, right-to-left,
 * prototype names), no boundary, another boundary than the header's, a body cut short, parts
 * without a name.
 */
import fc from 'fast-check';
import { hostileString } from './hostile-values';
import type { EncodedBody } from './json-bodies';

const boundary = '----fuzz-boundary-8d1f';

interface Part {
  name: string | null;
  filename: string | null;
  value: Buffer;
}

function formData(parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = ['form-data', part.name === null ? '' : `name="${part.name}"`, part.filename === null ? '' : `filename="${part.filename}"`]
      .filter(Boolean)
      .join('; ');
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`), part.value, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const part: fc.Arbitrary<Part> = fc.record({
  name: fc.oneof(fc.constantFrom<string | null>('file', 'name', 'file', null), hostileString),
  filename: fc.oneof(fc.constantFrom<string | null>('report.pdf', 'a.zip', null), hostileString),
  value: fc.oneof(fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), hostileString.map((text) => Buffer.from(text, 'utf8'))),
});

export const multipartBody: fc.Arbitrary<EncodedBody> = fc
  .tuple(
    fc.array(part, { minLength: 0, maxLength: 3 }),
    fc.constantFrom('well-formed', 'no boundary', 'other boundary', 'cut short', 'no closing line', 'empty'),
    fc.nat(),
  )
  .map(([parts, flaw, cut]) => {
    const withBoundary = `multipart/form-data; boundary=${boundary}`;
    const body = formData(parts);
    switch (flaw) {
      case 'no boundary':
        return { contentType: 'multipart/form-data', payload: body };
      case 'other boundary':
        return { contentType: 'multipart/form-data; boundary=something-else', payload: body };
      case 'cut short':
        return { contentType: withBoundary, payload: body.subarray(0, cut % (body.length + 1)) };
      case 'no closing line':
        return { contentType: withBoundary, payload: formData(parts, false) };
      case 'empty':
        return { contentType: withBoundary, payload: Buffer.alloc(0) };
      default:
        return { contentType: withBoundary, payload: body };
    }
  });
