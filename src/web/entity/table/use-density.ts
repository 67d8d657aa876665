/** The table's row density, kept per user in this browser (density.ts). */
import { useState } from 'react';
import { loadDensity, saveDensity, type Density } from './density';

export function useDensity(userId: number | null) {
  const [density, setDensityState] = useState<Density>(() => loadDensity(userId, localStorage));
  const setDensity = (next: Density) => {
    setDensityState(next);
    saveDensity(userId, next, localStorage);
  };
  return { density, setDensity };
}
