/**
 * The answer of an upload whose rows are taken one by one (non-media figures, DSP lines): how
 * many were taken and why each other row was not, with its errors log.
 */
import type { Actor } from '../../domain/core/entity';
import type { ServerContext } from '../server-context';
import { runSpreadsheetUpload, type SpreadsheetUploadKind } from './spreadsheet-upload';
import type { UploadedXlsx } from './uploaded-xlsx';

export interface RowsTakenAnswer<P> {
  detail: string;
  /** How many rows were taken. */
  taken: number;
  /** One English text per row not taken (`Row 3: ...`), the first 1,000. */
  errors: string[];
  /** The same, as catalogue keys and values, for the user's language. */
  problems: P[];
  /** How many rows were not taken, all of them. */
  errorsCount: number;
  /** The `<file>_errors.log` with every problem's line; null without problems. */
  errorsFileId: number | null;
}

/** Runs the upload of an .xlsx (its bytes, or the received file with its name for the errors log). */
export async function uploadRowsTaken<P extends { row?: number; values?: { row?: unknown } }>(
  ctx: ServerContext,
  actor: Actor,
  file: Buffer | UploadedXlsx,
  kind: SpreadsheetUploadKind<P, number>,
  signal?: AbortSignal,
): Promise<RowsTakenAnswer<P>> {
  const result = await runSpreadsheetUpload(ctx, Buffer.isBuffer(file) ? { source: file, name: 'upload.xlsx' } : file, actor.id, kind, signal);
  const taken = result.written ?? 0;
  return { detail: `Rows taken: ${taken}`, taken, errors: result.errors, problems: result.problems, errorsCount: result.errorsCount, errorsFileId: result.errorsFileId };
}
