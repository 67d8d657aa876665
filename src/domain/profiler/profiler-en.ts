/** English texts of the profiler area. */
import type { Catalogue } from '../core/i18n/messages';

export const profilerEn: Catalogue = {
  Profiler: 'Profiler',
};
