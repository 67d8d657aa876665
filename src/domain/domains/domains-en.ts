/** English labels of the domain inventory: platforms (spec 1 §2 Platforms tab group). */
import { platformNameTaken } from './platforms';
import type { Catalogue } from '../core/i18n/messages';

export const domainsEn: Catalogue = {
  Platforms: 'Platforms',
  Platform: 'Platform',
  'entities.platform': 'Platform',
  'fields.domain': 'Domain',
  [platformNameTaken]: platformNameTaken,
};
