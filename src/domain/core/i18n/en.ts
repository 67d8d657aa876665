/** English catalogue: message keys are their own English text; the core's labels and operators, the field labels several areas share; the areas' own texts (their manifests' `messages`). */
import { areas } from '../../areas';
import { messageKeys, type Catalogue } from './messages';
import { monthGenerationEn } from './month-generation-en';
import { tableEn } from './table-en';
import { shellEn } from './shell-en';
import { taskCentreEn } from './task-centre-en';
import { uploadEn } from './upload-en';
import { holdersEn } from './holders-en';
import { fieldKindsEn } from './field-kinds';
import { editorEn } from './editor-en';
import { refusalsEn } from '../refusals/refusal-codes';

const identity: Catalogue = Object.fromEntries(messageKeys.map((key) => [key, key]));

export const en: Catalogue = {
  ...identity,
  ...tableEn,
  ...shellEn,
  ...taskCentreEn,
  ...uploadEn,
  ...monthGenerationEn,
  ...holdersEn,
  ...editorEn,
  ...Object.assign({}, ...areas.map((area) => area.messages?.en ?? {})),
  ...refusalsEn,
  'history.create': 'created',
  'history.update': 'changed',
  'history.delete': 'deleted',
  'Error while prepare Excel file: {{error}}': 'Error while prepare Excel file: {{error}}',
  'operators.eq': 'equals',
  'operators.cnt': 'contains',
  'operators.gt': 'greater than',
  'operators.gte': 'at least',
  'operators.lt': 'less than',
  'operators.lte': 'at most',
  'operators.btw': 'between',
  'operators.in': 'one of',
  'operators.nin': 'none of',
  'operators.neq': 'not equal',
  ...fieldKindsEn,
  // field labels shared by several areas (an area's own are in its catalogue)
  'fields.id': 'ID',
  'fields.name': 'Name',
  'fields.email': 'Email',
  'fields.fullName': 'Full name',
  'fields.phone': 'Phone',
  'fields.department': 'Department',
  'fields.type': 'Type',
  'fields.comment': 'Comment',
  'fields.brand': 'Brand',
  'fields.client': 'Client',
  'fields.accountant': 'Accountant',
  'fields.address': 'Address',
  'fields.country': 'Country',
  'fields.isAdx': 'AdX',
  'fields.createdAt': 'Created',
  'fields.updatedAt': 'Updated',
};
