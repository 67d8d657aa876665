/**
 * Editor mode (spec 1 §2) and disabled fields, from the entity's declared access rules — the
 * same functions the server enforces: create for 'create', edit when the actor may update this
 * record, read-only otherwise; a field is disabled when it is server-set, fixed after creation,
 * or read-only for this actor on this record (`readOnlyFields`).
 */
import { entityFields, mayDo, readOnlyFieldsFor, type Actor, type AnyEntity } from '../../../domain/core/entity';
import { isReadOnlyField, type FieldDef } from '../../../domain/core/fields';
import type { EditorMode, Model } from './editor-options';

export function editorMode(entity: AnyEntity, id: number | string, actor: Actor | null, model: Model): EditorMode {
  if (id === 'create') return 'create';
  return mayDo(entity, 'update', actor, model) ? 'edit' : 'readonly';
}

/** No one edits its records (a generated report, a view): opening one is reading it, with no permission warning. */
export function editedByNobody(entity: AnyEntity): boolean {
  return !!entity.view || entity.access?.update === 'none';
}

export function canDeleteModel(entity: AnyEntity, actor: Actor | null, model: Model): boolean {
  if (entity.editor?.noDelete || entity.view) return false;
  return mayDo(entity, 'delete', actor, model);
}

/** A stored value the entity's `derive` works out from the form: the editor previews it live. */
export function isDerivedField(field: FieldDef): boolean {
  return !!field.computed && 'derived' in field.computed;
}

/**
 * Fields shown in the editor: read-only ones are skipped on create (derived ones excepted: they
 * preview what the server will store) and shown disabled on edit.
 */
export function editorFields(entity: AnyEntity, mode: EditorMode): Array<[string, FieldDef]> {
  const fields = entityFields(entity).filter(([, f]) => f.editor !== false && !(mode === 'create' && isReadOnlyField(f) && !isDerivedField(f)));
  return entity.idKind === 'text' ? [['id', textIdField], ...fields] : fields;
}

/** The id of an entity with text ids (SSP, panel, non-media): typed at creation, fixed after it. */
export const textIdField: FieldDef = { kind: 'string', required: true, trim: true, createOnly: true, label: 'fields.id' };

/** The reasons the actor may not change fields of this record (a new one in create mode). */
export function lockedFields(entity: AnyEntity, mode: EditorMode, actor: Actor | null, model: Model): Record<string, string> {
  return readOnlyFieldsFor(entity, actor, mode === 'create' ? null : model);
}

export function fieldDisabledByDeclaration(field: FieldDef, mode: EditorMode): boolean {
  return mode === 'readonly' || isReadOnlyField(field) || (mode !== 'create' && !!field.createOnly);
}
