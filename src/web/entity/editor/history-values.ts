/**
 * One recorded value of a record's history as people read it (API.md "History"): a reference by
 * the name it had at the change (`brandName` beside `brand`), enum labels, dates and money in
 * the user's language, yes or no, a dash for nothing.
 */
import type { FieldDef } from '../../../domain/core/fields';
import { cellText, type FormatContext } from '../format';

export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  user: number | null;
  userName: string | null;
  at: string;
  changes: Record<string, [unknown, unknown]>;
}

export interface HistoryChange {
  name: string;
  field: FieldDef;
  from: string;
  to: string;
}

const empty = '—';

/** The key under which a reference's display texts are recorded beside its ids. */
function textKey(name: string, field: FieldDef): string | null {
  if (field.kind === 'ref') return `${name}Name`;
  if (field.kind === 'reflist') return `${name}Names`;
  return null;
}

export function historyValueText(name: string, field: FieldDef, value: unknown, text: unknown, ctx: FormatContext, yesNo: (value: boolean) => string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return empty;
  if (field.kind === 'boolean') return yesNo(!!value);
  const key = textKey(name, field);
  // An id with no recorded text (history written before texts were kept): today's name when the
  // reference data knows it, else #id, never a number.
  if (key && text === undefined && 'ref' in field) {
    const named = (id: unknown) => ctx.refLabel(field.ref, id) ?? `#${String(id)}`;
    return Array.isArray(value) ? value.map(named).join(', ') : named(value);
  }
  const row = key ? { [name]: value, [key]: text } : { [name]: value };
  return cellText(name, field, row, ctx) || empty;
}

/** A history entry's changes in the declaration's field order, each value readable; texts and unknown keys are not rows of their own. */
export function readableChanges(entry: HistoryEntry, fields: ReadonlyArray<[string, FieldDef]>, ctx: FormatContext, yesNo: (value: boolean) => string): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [name, field] of fields) {
    const change = entry.changes[name];
    if (!change) continue;
    const key = textKey(name, field);
    const texts = key ? entry.changes[key] : undefined;
    changes.push({
      name,
      field,
      from: historyValueText(name, field, change[0], texts?.[0], ctx, yesNo),
      to: historyValueText(name, field, change[1], texts?.[1], ctx, yesNo),
    });
  }
  return changes;
}
