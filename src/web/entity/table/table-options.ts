/** Options a screen passes to EntityTable beside the entity declaration. */
import type { ReactNode } from 'react';
import type { Actor } from '../../../domain/core/access';
import type { ActionVerdict } from '../../../domain/core/actions/action';
import type { Access } from '../../../domain/core/entity';
import type { EntityEditorOptions } from '../editor/editor-options';
import type { FilterMap } from './filter-keys';

export type Row = Record<string, unknown> & { id: number | string };

export interface RowActionHelpers {
  reload(): void;
  notify(message: string, colour?: 'success' | 'primary' | 'warning' | 'error', values?: Record<string, string>): void;
}

export interface RowAction {
  /** i18n key */
  label: string;
  icon?: ReactNode;
  visible?(row: Row): boolean;
  /**
   * The declared action's verdict for this row and actor (data/declared-actions.ts): hidden
   * when not shown; disabled with the reason, or hidden when `hideUnavailable`.
   */
  verdict?(row: Row, actor: Actor | null): ActionVerdict;
  hideUnavailable?: boolean;
  /** i18n key of a confirmation asked before the action runs (spec 1 §8 confirmation prompts). */
  confirm?: string;
  run(row: Row, helpers: RowActionHelpers): void | Promise<void>;
  /** The app's address the action opens or copies for the row (walked by app/route-walk.test.ts). */
  target?(row: Row): string;
  /** A sub-menu instead of running (send to ERIR per registry API); `run` is then not called. */
  children?: RowAction[];
}

/** An action on the rows ticked in the table (merge of orders). */
export interface SelectionAction {
  /** i18n key */
  label: string;
  icon?: ReactNode;
  /** Fewest rows it needs (default 1). */
  minRows?: number;
  /** Shown only when the declared action's access allows the actor. */
  shown?(actor: Actor | null): boolean;
  confirm?: string;
  run(rows: Row[], helpers: RowActionHelpers): void | Promise<void>;
}

export interface EntityTableOptions {
  /** Keep filter, ordering and page in the address (default true). */
  syncUrl?: boolean;
  /** Route of the full-page editor; default `/<entity.name>/{id}` when the editor is a page. */
  editorPath?: (id: number | string) => string;
  /** Who may open rows and see the row menu (default everyone). */
  rowAccess?: Access;
  /** Extra row-menu actions. */
  actions?: RowAction[];
  /** i18n key of the create button (default 'Create'). */
  createLabel?: string;
  /**
   * The new row as far as it is known before the form opens (a child table's parent and what it
   * passes on, see the declaration's `children`): the declared create access is judged on it.
   */
  newRow?: Record<string, unknown>;
  /** Filters always sent and never shown or stored (a table inside an editor). */
  fixedFilters?: FilterMap;
  noExport?: boolean;
  /** Options of the dialog editor opened from rows. */
  editorOptions?: EntityEditorOptions;
  /** Extra toolbar content. */
  toolbar?: ReactNode;
  /** Actions on ticked rows; the table shows checkboxes when there are any. */
  selectionActions?: SelectionAction[];
  /** The filters the table takes after its dialog editor saved a record (a publisher contract's number); absent: it reloads as it is. */
  filtersAfterSave?(saved: Record<string, unknown>): FilterMap | undefined;
  /** A summary line under the table from the list's `count` and `total` (the acts' count, sums and items percent). */
  summary?(total: Record<string, unknown>, count: number): ReactNode;
  /** Cells drawn by the screen instead of as text (a coloured chip), by field name. */
  cells?: Record<string, (row: Row) => ReactNode>;
}
