/** English texts of the month generations (invoices, acts, exports): the counts a finished generation reports. */
import type { Catalogue } from './messages';

export const monthGenerationMessages = {
  counts: 'Created: {{created}}, replaced: {{replaced}}, kept: {{kept}}',
} as const;

export const monthGenerationEn: Catalogue = {
  [monthGenerationMessages.counts]: monthGenerationMessages.counts,
};
