/** Refusals every spreadsheet upload shares (docs/decisions.md "Uploads"): the row limit, a zip without a worksheet, a client gone before the write committed. */
export const uploadRefusals = {
  'uploads.tooManyRows': 'The file has more than {{limit}} rows: split it into smaller files',
  'uploads.noWorksheet': 'The file has no worksheet: upload an .xlsx workbook',
  'uploads.cancelled': 'The upload was cancelled: nothing was written',
} as const;
