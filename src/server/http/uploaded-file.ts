/**
 * The file of an upload action's multipart body (`file`, and `name` naming it), streamed from the
 * request into a temporary file as it arrives, never held whole in memory; other parts skipped.
 * The caller works on the file inside `withUploadedFile`, which removes it afterwards. A body
 * that is not multipart, has no file or cannot be parsed (no boundary, cut short) is a 400 with
 * the caller's code; over the multipart limit (MAX_UPLOAD_MB), 413 `request.tooLarge`. Shared by
 * the spreadsheet uploads (non-media, DSP lines, domains).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { Refusal, refuse } from '../../domain/core/refusals/refusal';

export interface UploadedFile {
  /** Where the bytes are, for as long as `withUploadedFile`'s work runs. */
  path: string;
  size: number;
  /** The first bytes (up to 4), to tell the file's kind. */
  head: Buffer;
  /** The file's own name. */
  fileName: string;
  /** The `name` part, trimmed ('' without one). */
  name: string;
}

/** Counts the bytes going through and keeps the first four. */
function measuring(into: { size: number; head: Buffer }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (into.head.length < 4) into.head = Buffer.concat([into.head, chunk.subarray(0, 4 - into.head.length)]);
      into.size += chunk.length;
      done(null, chunk);
    },
  });
}

async function receive(request: FastifyRequest, folder: string, codes: { noFile: RefusalCode; unreadable: RefusalCode }): Promise<UploadedFile> {
  if (!request.isMultipart()) throw refuse.invalid(codes.noFile);
  let found: Omit<UploadedFile, 'name'> | null = null;
  let name = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || found) {
          part.file.resume();
          continue;
        }
        const file = { path: path.join(folder, 'upload'), size: 0, head: Buffer.alloc(0), fileName: part.filename ?? '' };
        await pipeline(part.file, measuring(file), createWriteStream(file.path));
        if (part.file.truncated) throw refuse.tooLarge('request.tooLarge');
        found = file;
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value.trim();
      }
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw refuse.tooLarge('request.tooLarge');
    throw refuse.invalid(codes.unreadable);
  }
  if (!found) throw refuse.invalid(codes.noFile);
  return { ...found, name };
}

/** Receive the upload's file, run `use` on it, and remove it whatever happens. */
export async function withUploadedFile<T>(request: FastifyRequest, codes: { noFile: RefusalCode; unreadable: RefusalCode }, use: (file: UploadedFile) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'adoffice-upload-'));
  try {
    return await use(await receive(request, folder, codes));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
