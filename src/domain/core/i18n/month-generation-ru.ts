/** Russian texts of the month generations: the counts a finished generation reports. */
import { monthGenerationMessages } from './month-generation-en';
import type { Catalogue } from './messages';

export const monthGenerationRu: Catalogue = {
  [monthGenerationMessages.counts]: 'Создано: {{created}}, заменено: {{replaced}}, оставлено: {{kept}}',
};
