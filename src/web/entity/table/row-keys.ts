/**
 * Keyboard in the table body (issue 24): one Tab stop for the rows (the row last focused), the
 * arrows, Home and End move between rows, Enter opens the row.
 */
export type RowKeyAction = { move: number | 'first' | 'last' } | { open: true } | null;

export function rowKeyAction(key: string): RowKeyAction {
  switch (key) {
    case 'ArrowDown':
      return { move: 1 };
    case 'ArrowUp':
      return { move: -1 };
    case 'PageDown':
      return { move: 10 };
    case 'PageUp':
      return { move: -10 };
    case 'Home':
      return { move: 'first' };
    case 'End':
      return { move: 'last' };
    case 'Enter':
      return { open: true };
    default:
      return null;
  }
}

/** The index a move lands on among `count` rows. */
export function movedIndex(from: number, move: number | 'first' | 'last', count: number): number {
  if (count <= 0) return 0;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, from + move));
}

/** The row that holds the Tab stop: the active one, or the last when rows went away. */
export function tabStopIndex(active: number, count: number): number {
  return Math.max(0, Math.min(active, count - 1));
}
