/** Opening a row (or a new one): the entity's editor page when it has one, else the editor dialog over the table. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnyEntity } from '../../../domain/core/entity';
import { rowEditorPath } from './row-open';
import type { EntityTableOptions } from './table-options';

export function useRowOpener(entity: AnyEntity, options: EntityTableOptions) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<number | string | null>(null);
  const editorPath = rowEditorPath(entity, options);
  const open = useCallback(
    (id: number | string) => {
      if (editorPath) navigate(editorPath(id));
      else setEditing(id);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, options.editorPath, entity],
  );
  return { editing, open, closeEditor: () => setEditing(null) };
}
