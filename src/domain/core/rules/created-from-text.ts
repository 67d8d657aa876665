/**
 * Spec 1 §5 "Entity picker: when nothing matches the typed text, Enter creates a new item with
 * that text." An item can be made so when its display field is short text and every other
 * required field has a default; a picker of such an item that every user may create declares
 * whether it does (`creatable` on the reference field), and the declaration checks hold both.
 */
import { offersCall, type AnyEntity } from '../entity';
import type { FieldDef } from '../fields';

/** A new item of this entity needs nothing but its display text. */
export function createdFromText(target: AnyEntity): boolean {
  const fields = target.fields as Record<string, FieldDef>;
  const display = fields[target.display] as FieldDef | undefined;
  if (!display || display.kind !== 'string' || !offersCall(target, 'create') || target.listView?.noCreate) return false;
  return Object.entries(fields).every(
    ([name, field]) => name === target.display || !field.required || field.default !== undefined || field.initial !== undefined || !!field.computed || !!field.readOnly,
  );
}

/** Every signed-in user may create it from its display text (its create rule is open to all). */
export function openlyCreatedFromText(target: AnyEntity): boolean {
  const rule = target.access?.create;
  return (rule === undefined || rule === 'all') && createdFromText(target);
}

/** A reference the person picks in an editor (not computed, read-only or an inverse list). */
export function isPickedReference(field: FieldDef): boolean {
  return (field.kind === 'ref' || (field.kind === 'reflist' && !field.inverse)) && !field.computed && !field.readOnly && field.editor !== false;
}
