/**
 * Row-menu and selection entries of EntityTable made from declared actions: what the menu
 * shows comes from the declaration (access, availableFor, confirmation), what a click does is
 * runAction's one pipeline.
 */
import type { ReactNode } from 'react';
import { actionVerdict, mayCallAction, type ActionDef } from '../../domain/core/actions/action';
import type { ActionCall } from '../app/call-action';
import type { Row, RowAction, SelectionAction } from '../entity/table/table-options';
import { runAction, type ActionResult, type RunOptions } from './run-action';

interface EntryOptions<A extends ActionDef> extends RunOptions<ActionResult<A>> {
  /** i18n key */
  label: string;
  icon?: ReactNode;
  /** Overrides the declared confirmation; null: none. */
  confirm?: string | null;
}

const confirmOf = (action: ActionDef, confirm: string | null | undefined) => (confirm === undefined ? action.confirm : (confirm ?? undefined));

/** The row menu's entry of a declared action, offered on the row. */
export function offerOnRow<A extends ActionDef>(action: A, options: EntryOptions<A> & Pick<RowAction, 'hideUnavailable' | 'target'> & { call(row: Row): ActionCall<A> }): RowAction {
  return {
    label: options.label,
    icon: options.icon,
    hideUnavailable: options.hideUnavailable,
    target: options.target,
    verdict: (row, actor) => actionVerdict(action, actor, row),
    confirm: confirmOf(action, options.confirm),
    run: async (row, helpers) => void (await runAction(action, options.call(row), options, helpers)),
  };
}

/** A toolbar button on the ticked rows, shown to those the action's access allows. */
export function offerOnSelection<A extends ActionDef>(action: A, options: EntryOptions<A> & { minRows?: number; call(rows: Row[]): ActionCall<A> }): SelectionAction {
  return {
    label: options.label,
    icon: options.icon,
    minRows: options.minRows,
    shown: (actor) => mayCallAction(action, actor) === true,
    confirm: confirmOf(action, options.confirm),
    run: async (rows, helpers) => void (await runAction(action, options.call(rows), options, helpers)),
  };
}
