/**
 * Where a table row opens: the full-page editor's address when the entity's editor is a page
 * (or the screen names its own editor route), else null (the dialog editor over the table).
 */
import type { AnyEntity } from '../../../domain/core/entity';
import type { EntityTableOptions } from './table-options';

export function rowEditorPath(entity: AnyEntity, options: Pick<EntityTableOptions, 'editorPath'>): ((id: number | string) => string) | null {
  if (options.editorPath) return options.editorPath;
  if (entity.editor?.mode === 'page') return (id) => `/${entity.name}/${id}`;
  return null;
}
