/**
 * The one spreadsheet-upload kind (non-media figures, DSP lines, domains; docs/decisions.md
 * "Uploads"): the upload's .xlsx is read as a stream, its header checked first, its data rows
 * checked in batches by the kind (each problem a "Row N: ..." line), refused whole past the row
 * limit; nothing is written until every row was read and checked. Then the kind writes what it
 * took in steps of set-based statements (`upload-steps.ts`: one transaction on PostgreSQL, a
 * commit per step on the embedded database). A client gone before the first commit (`signal`)
 * stops the upload: 400 `uploads.cancelled`, nothing written. The answer lists the first `errorsShown` problems and counts all; all of them go to
 * the errors log file.
 */
import type { SheetCell } from '../../domain/core/sheets/sheet-cells';
import { refuse } from '../../domain/core/refusals/refusal';
import type { ServerContext } from '../server-context';
import { saveErrorsLog } from './errors-log';
import { readStreamedSheet, type SheetRow } from './streamed-sheet';
import type { UploadCodes, UploadedXlsx } from './uploaded-xlsx';
import { uploadLimits } from './upload-limits';
import { writeInSteps, type UploadStep } from './upload-steps';

/** One upload's checking and writing: the rows come in batches, `write` once all were read. */
export interface UploadRun<P, W> {
  /** Check a batch of rows (its look-ups one query each, nothing written); push the problems of the rows not taken. */
  check(rows: SheetRow[], problems: P[]): void | Promise<void>;
  /** Write what was taken, in steps of a few thousand rows each (`upload-steps.ts`); call `stillWanted` between two statements (it throws once the client has gone). */
  write(step: UploadStep, stillWanted: () => void): Promise<W>;
}

export interface SpreadsheetUploadKind<P, W> {
  codes: UploadCodes;
  /** How many leading columns a row carries. */
  columns: number;
  /** Throw the kind's refusal when row 1 is not its header. */
  checkHeader(cells: SheetCell[]): void;
  /** A problem's English line (`Row 3: ...`). */
  problemText(problem: P): string;
  start(): Promise<UploadRun<P, W>>;
}

export interface SpreadsheetUploadResult<P, W> {
  /** The kind's write result; null when the file had no rows at all. */
  written: W | null;
  /** The first problems (up to `errorsShown`), in row order. */
  problems: P[];
  errors: string[];
  /** How many rows were not taken (all of them). */
  errorsCount: number;
  /** The errors log (all the lines); null without problems. */
  errorsFileId: number | null;
}

export async function runSpreadsheetUpload<P extends { row?: number; values?: { row?: unknown } }, W>(
  ctx: ServerContext,
  file: UploadedXlsx,
  userId: number | null,
  kind: SpreadsheetUploadKind<P, W>,
  signal?: AbortSignal,
): Promise<SpreadsheetUploadResult<P, W>> {
  const { source, name } = file;
  const stillWanted = () => {
    if (signal?.aborted) throw refuse.invalid('uploads.cancelled');
  };
  const run = await kind.start();
  const problems: P[] = [];
  const lines: Array<{ row: number; text: string }> = [];
  let shown: P[] = [];
  const rowOf = (problem: P) => Number(problem.row ?? problem.values?.row ?? 0);
  const summary = await readStreamedSheet(source, {
    columns: kind.columns,
    checkHeader: kind.checkHeader,
    unreadable: kind.codes.unreadable,
    onRows: async (rows) => {
      stillWanted();
      await run.check(rows, problems);
      // Keep every line for the log, the first problems for the answer.
      for (const problem of problems.splice(0).sort((a, b) => rowOf(a) - rowOf(b))) {
        lines.push({ row: rowOf(problem), text: kind.problemText(problem) });
        if (shown.length < uploadLimits.errorsShown) shown.push(problem);
      }
    },
  });
  if (summary.empty) return { written: null, problems: [], errors: [], errorsCount: 0, errorsFileId: null };
  const written = await writeInSteps(ctx.database, stillWanted, (step, wanted) => run.write(step, wanted));
  lines.sort((a, b) => a.row - b.row);
  shown = shown.sort((a, b) => rowOf(a) - rowOf(b)).slice(0, uploadLimits.errorsShown);
  const errorsFileId = lines.length ? await saveErrorsLog(ctx, name, lines.map((line) => line.text), userId) : null;
  return { written, problems: shown, errors: shown.map(kind.problemText), errorsCount: lines.length, errorsFileId };
}
