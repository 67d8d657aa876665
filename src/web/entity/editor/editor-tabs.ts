/**
 * Tabs of a full-page editor (the order's Summary, Events, Products…): form fields on a tab of
 * their own, a declared child collection, or a panel. The Summary tab holds the remaining
 * fields; the form stays mounted across tabs, so switching loses no typing.
 */
import type { ReactNode } from 'react';
import type { EntityTableOptions } from '../table/table-options';

export type EditorTab =
  | { label: string; fields: readonly string[] }
  | { label: string; child: string; options?: EntityTableOptions }
  | { label: string; panel(id: number | string): ReactNode };

export const summaryTab: EditorTab = { label: 'Summary', fields: [] };

/** The fields the Summary tab does not show: those other form tabs claim. */
export function claimedFields(tabs: readonly EditorTab[]): Set<string> {
  return new Set(tabs.flatMap((tab) => ('fields' in tab ? tab.fields : [])));
}

export function isFormTab(tab: EditorTab): tab is Extract<EditorTab, { fields: readonly string[] }> {
  return 'fields' in tab;
}
