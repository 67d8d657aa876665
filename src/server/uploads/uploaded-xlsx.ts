/**
 * The .xlsx of an upload (multipart `file`, `name`): streamed into a temporary file (see
 * uploaded-file.ts) and the name it goes by. No file, a name not ending in .xlsx or bytes that
 * are no zip archive: 400 with the kind's codes.
 */
import type { FastifyRequest } from 'fastify';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { refuse } from '../../domain/core/refusals/refusal';
import { withUploadedFile } from '../http/uploaded-file';
import type { XlsxSource } from './xlsx-first-sheet';

export interface UploadCodes {
  noFile: RefusalCode;
  notXlsx: RefusalCode;
  /** Bytes that start as a zip but ExcelJS cannot read. */
  unreadable: RefusalCode;
}

export interface UploadedXlsx {
  source: XlsxSource;
  /** The `name` part, else the file's own name. */
  name: string;
}

/** Receive the upload's .xlsx and run `use` on it (the temporary file is removed afterwards). */
export async function withUploadedXlsx<T>(request: FastifyRequest, codes: UploadCodes, use: (file: UploadedXlsx) => Promise<T>): Promise<T> {
  return withUploadedFile(request, { noFile: codes.noFile, unreadable: codes.notXlsx }, async ({ path, head, fileName, name }) => {
    const xlsxName = (text: string) => /\.xlsx$/i.test(text);
    // An .xlsx is a zip archive: its bytes start with "PK".
    if (!(xlsxName(fileName) || xlsxName(name)) || head.length < 4 || head[0] !== 0x50 || head[1] !== 0x4b) throw refuse.invalid(codes.notXlsx);
    return use({ source: { path }, name: xlsxName(name) ? name : fileName || name });
  });
}
