/**
 * The default columns of a table fit a 1440 px screen (issue 24): the entity's declared
 * `listView.columns`, or else its columns not declared hidden, in order, as many as fit beside
 * the navigation drawer, the selection boxes and the row menu.
 */
import type { AnyEntity } from '../../../domain/core/entity';
import type { FieldDef } from '../../../domain/core/fields';
import { columnFields, columnWidth, hiddenByDefault } from '../entity-columns';

/** The screen the default columns are chosen for. */
export const designScreenWidth = 1440;
/** The open navigation drawer (app/shell/NavDrawer's drawerWidth), the content's padding and a vertical scroll bar. */
export const tableChromeWidth = 210 + 16 + 16;
/** Widths of the table's own columns: the selection boxes and the row menu. */
export const selectColumnWidth = 40;
export const actionsColumnWidth = 44;
/** What the entity's columns may take at 1440 px, with both own columns shown. */
export const columnsBudget = designScreenWidth - tableChromeWidth - selectColumnWidth - actionsColumnWidth;

/** Total width of these columns of the entity. */
export function columnsWidth(fields: Array<[string, FieldDef]>, names: readonly string[]): number {
  const byName = new Map(fields);
  return names.reduce((sum, name) => sum + (byName.has(name) ? columnWidth(byName.get(name)!) : 0), 0);
}

/** The columns a new user sees, in order. */
export function defaultVisibleColumns(entity: AnyEntity): string[] {
  const fields = columnFields(entity);
  const declared = entity.listView?.columns as readonly string[] | undefined;
  if (declared) return declared.filter((name) => fields.some(([n]) => n === name));
  const shown: string[] = [];
  let width = 0;
  for (const [name, field] of fields) {
    if (hiddenByDefault(field)) continue;
    width += columnWidth(field);
    if (width > columnsBudget) break;
    shown.push(name);
  }
  return shown;
}
