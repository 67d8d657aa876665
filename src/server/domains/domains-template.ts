/** `GET /api/static/domains_template.xlsx`: the batch upload's template, its header row only. */
import { domainTemplateColumns, domainsTemplate } from '../../domain/domains/domain-actions';
import { actionRoute } from '../http/actions/action-route';
import { FileReply } from '../http/actions/file-reply';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function domainsTemplateBook(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Domains');
  sheet.columns = domainTemplateColumns.map((header) => ({ header, key: header, width: header === 'comment' ? 40 : 20 }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const domainsTemplateRoute = actionRoute(domainsTemplate, async () => new FileReply('domains_template.xlsx', xlsxType, await domainsTemplateBook()));
