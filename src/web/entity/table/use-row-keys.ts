/** The rows reached by the keyboard: one tab stop among them; arrows, Home and End move, Enter opens. */
import { useState, type KeyboardEvent } from 'react';
import { movedIndex, rowKeyAction, tabStopIndex } from './row-keys';
import type { Row } from './table-options';

export function useRowKeys(rowCount: number, openRow: ((row: Row) => void) | null) {
  const [activeRow, setActiveRow] = useState(0);
  /** Keys pressed inside a row's controls are theirs. */
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) return;
    const action = rowKeyAction(event.key);
    if (!action) return;
    event.preventDefault();
    if ('open' in action) {
      openRow?.(row);
      return;
    }
    const to = movedIndex(index, action.move, rowCount);
    const rows = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('tr[data-testid="table-row"]');
    rows?.[to]?.focus();
  };
  return { tabStop: tabStopIndex(activeRow, rowCount), setActiveRow, onRowKey };
}
