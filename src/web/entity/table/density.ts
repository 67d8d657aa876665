/**
 * Row density of the tables (issue 24): compact by default (one 25 px line a row, so that a
 * 900 px screen shows more than 20 rows), comfortable on demand; kept per user in this browser.
 */
export type Density = 'compact' | 'comfortable';

export function densityKey(userId: number | null): string {
  return `table.density.${userId ?? 0}`;
}

export function loadDensity(userId: number | null, storage: Storage): Density {
  return storage.getItem(densityKey(userId)) === 'comfortable' ? 'comfortable' : 'compact';
}

export function saveDensity(userId: number | null, density: Density, storage: Storage): void {
  storage.setItem(densityKey(userId), density);
}

/** Padding and text of a body or footer cell at this density. */
export function cellDensitySx(density: Density) {
  return density === 'compact' ? { py: '2px', px: '8px', fontSize: 13, lineHeight: '20px' } : { py: '10px', px: '12px', fontSize: 14, lineHeight: '20px' };
}
