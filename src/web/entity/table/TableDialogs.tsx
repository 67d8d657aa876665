/** What opens over the table: the columns dialog, the row menu, delete's and the actions' confirmations, the editor dialog. */
import { lazy, Suspense } from 'react';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { editedByNobody } from '../editor/editor-mode';
import { ColumnsDialog } from './ColumnsDialog';
import { defaultColumnPrefs } from './column-prefs';
import { rowFiles } from './file-cells';
import { RowMenu } from './RowMenu';
import type { EntityTableController } from './use-entity-table';

const EntityEditorDialog = lazy(() => import('../EntityEditorDialog').then((m) => ({ default: m.EntityEditorDialog })));

export function TableDialogs({ table }: { table: EntityTableController }) {
  const { entity, options, commands } = table;
  const { toDelete, confirming } = commands;
  return (
    <>
      <ColumnsDialog
        open={table.columnsOpen}
        prefs={table.prefs}
        labelOf={table.labelOf}
        onChange={table.setPrefs}
        onReset={() => table.setPrefs(defaultColumnPrefs(entity))}
        onClose={() => table.setColumnsOpen(false)}
      />
      <RowMenu
        anchor={commands.menu}
        actor={table.actor}
        canEdit={table.canOpen}
        canDelete={table.canDelete}
        actions={options.actions ?? []}
        files={(row) => rowFiles(entity, row)}
        editLabel={editedByNobody(entity) ? 'Open' : 'Edit'}
        onEdit={(row) => table.open(row.id)}
        onDelete={commands.setToDelete}
        onAction={commands.runAction}
        onClose={() => commands.setMenu(null)}
      />
      <ConfirmDialog
        open={!!toDelete}
        message="Do you really want to delete selected item?"
        onConfirm={() => toDelete && void table.remove(toDelete)}
        onClose={() => commands.setToDelete(null)}
      />
      <ConfirmDialog open={!!confirming} message={confirming?.message ?? ''} onConfirm={() => confirming?.run()} onClose={() => commands.setConfirming(null)} />
      {table.editing !== null && (
        <Suspense fallback={null}>
          <EntityEditorDialog
            entity={entity}
            id={table.editing}
            options={options.editorOptions}
            onClose={table.closeEditor}
            onSaved={(saved) => {
              const filters = options.filtersAfterSave?.(saved);
              if (filters) table.setFilters(filters);
              else table.reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
