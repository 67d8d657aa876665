/**
 * The .xlsx of an upload (multipart `file`, `name`): its bytes and the name it goes by. No file,
 * a name not ending in .xlsx or bytes that are no zip archive: 400 with the kind's codes.
 */
import type { FastifyRequest } from 'fastify';
import type { RefusalCode } from '../../domain/core/refusals/refusal-codes';
import { refuse } from '../../domain/core/refusals/refusal';
import { uploadedFile } from '../http/uploaded-file';

export interface UploadCodes {
  noFile: RefusalCode;
  notXlsx: RefusalCode;
  /** Bytes that start as a zip but ExcelJS cannot read. */
  unreadable: RefusalCode;
}

export interface UploadedXlsx {
  data: Buffer;
  /** The `name` part, else the file's own name. */
  name: string;
}

export async function uploadedXlsx(request: FastifyRequest, codes: UploadCodes): Promise<UploadedXlsx> {
  const { data, fileName, name } = await uploadedFile(request, { noFile: codes.noFile, unreadable: codes.notXlsx });
  const xlsxName = (text: string) => /\.xlsx$/i.test(text);
  // An .xlsx is a zip archive: its bytes start with "PK".
  if (!(xlsxName(fileName) || xlsxName(name)) || data.length < 4 || data[0] !== 0x50 || data[1] !== 0x4b) throw refuse.invalid(codes.notXlsx);
  return { data, name: xlsxName(name) ? name : fileName || name };
}
