/**
 * What the table does to its rows beside opening them: the row menu, delete's confirmation, the
 * row actions and the selection actions (each asked to confirm when it declares a question).
 */
import { useState } from 'react';
import type { MRT_RowSelectionState } from 'material-react-table';
import type { MenuAnchor } from './RowMenu';
import type { Row, RowAction, RowActionHelpers, SelectionAction } from './table-options';

export interface Confirming {
  message: string;
  run(): void;
}

export function useRowCommands(helpers: RowActionHelpers) {
  const [menu, setMenu] = useState<MenuAnchor | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const confirmThen = (message: string | undefined, run: () => void) => (message ? setConfirming({ message, run }) : run());
  const runAction = (action: RowAction, row: Row) => confirmThen(action.confirm, () => void action.run(row, helpers));
  const runSelection = (action: SelectionAction, rows: Row[]) =>
    confirmThen(action.confirm, () => {
      setRowSelection({});
      void action.run(rows, helpers);
    });
  return { menu, setMenu, toDelete, setToDelete, confirming, setConfirming, rowSelection, setRowSelection, runAction, runSelection };
}

export type RowCommands = ReturnType<typeof useRowCommands>;
