/** Editor mode (spec 1 §2): create for 'create', edit when allowed, read-only otherwise. */
import { entityFields, hasAccess, type Actor, type AnyEntity } from '../../../domain/entity';
import type { FieldDef } from '../../../domain/fields';
import type { EditorMode, EntityEditorOptions, Model } from './editor-options';

export function editorMode(entity: AnyEntity, id: number | string, actor: Actor | null, model: Model, options: EntityEditorOptions = {}): EditorMode {
  if (id === 'create') return 'create';
  const allowed = options.canUpdate ? options.canUpdate(actor, model) : hasAccess(entity.permissions?.update, actor);
  return allowed ? 'edit' : 'readonly';
}

export function canDeleteModel(entity: AnyEntity, actor: Actor | null, model: Model, options: EntityEditorOptions = {}): boolean {
  if (entity.editor?.noDelete) return false;
  return options.canDelete ? options.canDelete(actor, model) : hasAccess(entity.permissions?.delete, actor);
}

/** Fields shown in the editor: read-only ones are skipped on create and shown disabled on edit. */
export function editorFields(entity: AnyEntity, mode: EditorMode): Array<[string, FieldDef]> {
  return entityFields(entity).filter(([, f]) => f.editor !== false && !(mode === 'create' && f.readOnly));
}

export function fieldDisabledByDeclaration(field: FieldDef, mode: EditorMode): boolean {
  return mode === 'readonly' || !!field.readOnly || (mode !== 'create' && !!field.createOnly);
}
