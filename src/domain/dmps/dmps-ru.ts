/** Russian labels of the DMPs (spec 2 §2.3, §3). */
import type { Catalogue } from '../core/i18n/messages';
import { dmpMessages } from './dmp-actions';
import { dmpRefusalMessages } from './dmps-refusals';

export const dmpsRu: Catalogue = {
  DMPs: 'DMP',
  [dmpRefusalMessages.hasExports]: 'У DMP есть выгрузки, её нельзя удалить',
  'DMP audiences': 'Аудитории DMP',
  'DMP exports': 'Выгрузки DMP',
  'DMP export': 'Выгрузка DMP',
  'Export DMPs': 'Выгрузка DMP',
  [dmpMessages.exported]: 'Выгрузка DMP завершена',
  [dmpMessages.audiencesRefreshed]: 'Аудитории DMP обновлены',
  'entities.dmp': 'DMP',
  'entities.dmpAudience': 'Аудитория DMP',
  'entities.dmpExport': 'Выгрузка DMP',
  'fields.dmp': 'DMP',
  'fields.audienceId': 'Id аудитории',
  'fields.group': 'Группа',
  'fields.sspBudget': 'Бюджет SSP',
  'fields.dmpBudget': 'Бюджет DMP',
  'fields.file': 'Файл',
};
