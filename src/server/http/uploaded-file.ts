/**
 * The file of an upload action's multipart body (`file`, and `name` naming it): read whole (the
 * multipart limit MAX_UPLOAD_MB bounds it), other parts skipped. A body that is not multipart,
 * has no file or cannot be parsed (no boundary, cut short) is a 400 with the caller's code; over
 * the limit, 413. Shared by the spreadsheet uploads (non-media, DSP lines, domains).
 */
import type { FastifyRequest } from 'fastify';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { refuse } from '../../domain/core/refusals/refusal';

export interface UploadedFile {
  data: Buffer;
  /** The file's own name. */
  fileName: string;
  /** The `name` part, trimmed ('' without one). */
  name: string;
}

export async function uploadedFile(request: FastifyRequest, codes: { noFile: RefusalCode; unreadable: RefusalCode }): Promise<UploadedFile> {
  if (!request.isMultipart()) throw refuse.invalid(codes.noFile);
  let found: { data: Buffer; fileName: string } | null = null;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || found) {
          part.file.resume();
          continue;
        }
        found = { data: await part.toBuffer(), fileName: part.filename ?? '' };
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value.trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw refuse.tooLarge('request.tooLarge');
    throw refuse.invalid(codes.unreadable);
  }
  if (!found) throw refuse.invalid(codes.noFile);
  return { ...found, name };
}
