/**
 * The domains' batch upload (spec 2 §2.5; API.md "Domain inventory"): the one upload dialog,
 * declared; a refused row reads "Row N: <field>: <reason>; ..." in the user's language, from the
 * answer's codes and values.
 */
import type { TFunction } from 'i18next';
import { actionPath } from '../../domain/core/actions/action';
import { batchDomains, domainsTemplate, type BatchProblem } from '../../domain/domains/domain-actions';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { domain } from '../../domain/domains/domain-entities';
import type { UploadDeclaration } from '../entity/upload/upload-declaration';

const stringValues = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

export function batchProblemText(problem: BatchProblem, t: TFunction): string {
  const reason = problem.reasons.map((item) => (item.field ? `${t(`fields.${item.field}`, { defaultValue: item.field })}: ` : '') + t(item.code, stringValues(item.values))).join('; ');
  return t(inventoryMessages.batchRow, { row: String(problem.row), reason });
}

export const domainBatchUpload: UploadDeclaration = {
  title: 'Batch upload',
  path: actionPath(batchDomains),
  template: { path: actionPath(domainsTemplate), name: 'domains_template.xlsx' },
  accept: '.xlsx',
  testId: 'domains-batch',
  entity: domain.name,
  problemText: (problem, t) => batchProblemText(problem as BatchProblem, t),
};
