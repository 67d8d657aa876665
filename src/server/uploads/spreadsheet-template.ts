/** An upload kind's template: an .xlsx whose first sheet holds the header row alone, in bold. */
export async function spreadsheetTemplate(sheetName: string, header: readonly string[], wide: readonly string[] = []): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = header.map((name) => ({ header: name, key: name, width: wide.includes(name) ? 40 : 20 }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
