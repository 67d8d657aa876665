export { readGoogleSheetsConfig, GOOGLE_API_DEFAULT_URL, type GoogleSheetsConfig } from './google-sheets-config';
export { writeSheet, SHEET_BATCH_ROWS, type SheetCell, type SheetContent, type WriteSheetOptions, type WrittenSheet } from './write-sheet';
