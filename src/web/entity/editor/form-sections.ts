/**
 * The editor's layout from the entity's declaration (`editor.sections`, `editor.columns`): the
 * shown fields grouped under their section titles in declared order, the undeclared ones in a
 * last section, and which fields take a whole row (long texts, maps, lists).
 */
import type { AnyEntity } from '../../../domain/core/entity';
import type { FieldDef } from '../../../domain/core/fields';

export interface FormSection {
  /** i18n key; none when the entity declares no sections. */
  title?: string;
  columns: number;
  fields: string[];
}

export const otherSection = 'editor.section.other';

export function formSections(entity: AnyEntity, shown: readonly string[], defaultColumns: number): FormSection[] {
  const columns = entity.editor?.columns ?? defaultColumns;
  const declared = entity.editor?.sections ?? [];
  const visible = new Set(shown);
  const placed = new Set<string>();
  const sections: FormSection[] = [];
  for (const section of declared) {
    const fields = section.fields.filter((name) => visible.has(name) && !placed.has(name));
    fields.forEach((name) => placed.add(name));
    if (fields.length) sections.push({ title: section.title, columns: section.columns ?? columns, fields });
  }
  const rest = shown.filter((name) => !placed.has(name));
  if (rest.length) sections.push({ title: declared.length ? otherSection : undefined, columns, fields: rest });
  return sections;
}

/** A field that takes the whole row of its section. */
export function spansRow(field: FieldDef): boolean {
  return field.kind === 'text' || field.kind === 'json' || field.kind === 'reflist' || field.kind === 'filelist';
}
