/** `GET /api/static/domains_template.xlsx`: the batch upload's template, its header row only. */
import { domainTemplateColumns, domainsTemplate } from '../../domain/domains/domain-actions';
import { actionRoute } from '../http/actions/action-route';
import { FileReply } from '../http/actions/file-reply';
import { spreadsheetTemplate } from '../uploads/spreadsheet-template';
import { xlsxType } from '../uploads/xlsx-type';

export { xlsxType } from '../uploads/xlsx-type';

export const domainsTemplateBook = () => spreadsheetTemplate('Domains', domainTemplateColumns, ['comment']);

export const domainsTemplateRoute = actionRoute(domainsTemplate, async () => new FileReply('domains_template.xlsx', xlsxType, await domainsTemplateBook()));
