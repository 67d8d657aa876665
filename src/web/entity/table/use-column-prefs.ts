/** The table's column choice and order, kept per entity in this browser (column-prefs.ts). */
import { useState } from 'react';
import type { AnyEntity } from '../../../domain/core/entity';
import { loadColumnPrefs, saveColumnPrefs, type ColumnPrefs } from './column-prefs';

export function useColumnPrefs(entity: AnyEntity) {
  const [prefs, setPrefsState] = useState<ColumnPrefs>(() => loadColumnPrefs(entity, localStorage));
  const setPrefs = (next: ColumnPrefs) => {
    setPrefsState(next);
    saveColumnPrefs(entity, next, localStorage);
  };
  return { prefs, setPrefs };
}
