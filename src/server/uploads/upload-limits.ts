/**
 * The limits every spreadsheet upload keeps (docs/decisions.md "Uploads"): at most `rowLimit`
 * data rows per file (more: 413 `uploads.tooManyRows`, nothing written), at most `errorsShown`
 * row problems in the answer (all of them in the errors log), and the rows checked and written
 * per batch, the server answering other requests between two batches.
 */
export const uploadLimits = {
  rowLimit: 200_000,
  errorsShown: 1_000,
  batchRows: 2_000,
} as const;

/** Let the requests waiting behind this one run (timers, sockets, other handlers). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
