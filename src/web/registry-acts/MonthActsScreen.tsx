/**
 * An acts table (order acts, publisher acts, DSP acts; spec 2 §2.2–§2.4): the month screen with
 * the admin's generate and send buttons for that month, footer totals and, where the screen gives
 * one, a summary line; a row opens the act's editor page.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import type { AnyEntity } from '../../domain/core/entity';
import { MonthTableScreen } from '../entity/MonthTableScreen';
import type { EntityTableOptions } from '../entity/table/table-options';
import { ActMonthButtons, type MonthActActions } from './ActMonthButtons';

interface Props {
  entity: AnyEntity;
  editorPath(id: number | string): string;
  actions?: MonthActActions;
  summary?(total: Record<string, unknown>, count: number): ReactNode;
}

export function MonthActsScreen({ entity, editorPath, actions, summary }: Props) {
  const options = useMemo<EntityTableOptions>(() => ({ editorPath, summary }), [editorPath, summary]);
  const toolbar = useCallback((month: string | null, reload: () => void) => <ActMonthButtons month={month} actions={actions} onDone={reload} />, [actions]);
  return <MonthTableScreen entity={entity} testId="acts-month" options={options} toolbar={toolbar} />;
}
