/** Russian texts of the profiler area. */
import type { Catalogue } from '../core/i18n/messages';

export const profilerRu: Catalogue = {
  Profiler: 'Профилировщик',
};
