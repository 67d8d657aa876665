/** English labels of the DMPs (spec 2 §2.3, §3). */
import type { Catalogue } from '../core/i18n/messages';
import { dmpMessages } from './dmp-actions';
import { dmpRefusalMessages } from './dmps-refusals';

export const dmpsEn: Catalogue = {
  DMPs: 'DMPs',
  [dmpRefusalMessages.hasExports]: dmpRefusalMessages.hasExports,
  'DMP audiences': 'DMP audiences',
  'DMP exports': 'DMP exports',
  'DMP export': 'DMP export',
  'Export DMPs': 'Export DMPs',
  [dmpMessages.exported]: dmpMessages.exported,
  [dmpMessages.audiencesRefreshed]: dmpMessages.audiencesRefreshed,
  'entities.dmp': 'DMP',
  'entities.dmpAudience': 'DMP audience',
  'entities.dmpExport': 'DMP export',
  'fields.dmp': 'DMP',
  'fields.audienceId': 'Audience id',
  'fields.group': 'Group',
  'fields.sspBudget': 'SSP budget',
  'fields.dmpBudget': 'DMP budget',
  'fields.file': 'File',
};
