/** Russian labels of the domain inventory: platforms (spec 1 §2 Platforms tab group). */
import { platformNameTaken } from './platforms';
import type { Catalogue } from '../core/i18n/messages';

export const domainsRu: Catalogue = {
  Platforms: 'Площадки',
  Platform: 'Площадка',
  'entities.platform': 'Площадка',
  'fields.domain': 'Домен',
  [platformNameTaken]: 'Площадка с таким доменом уже существует',
};
