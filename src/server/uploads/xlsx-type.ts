/** The content type of an .xlsx workbook (uploads, templates, generated files). */
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
