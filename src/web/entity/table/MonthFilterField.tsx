/**
 * A month picker writing a date field's month filter (`<field>__btw=YYYY-MM-01,<next month>`,
 * spec 2 §9 "Month filter spans from the chosen date to one month later") into a table's filters.
 */
import { actMonth } from '../../../domain/core/calendar/act-month';
import type { FilterMap } from './filter-keys';
import { MonthPicker } from '../widgets/MonthPicker';

interface Props {
  field: string;
  filters: FilterMap;
  label: string;
  testId: string;
  onChange(filters: FilterMap): void;
}

export function MonthFilterField({ field, filters, label, testId, onChange }: Props) {
  const key = `${field}__btw`;
  const value = filters[key]?.slice(0, 7) ?? '';
  const set = (month: string | null) => {
    const next = { ...filters };
    if (month) {
      const { start, next: end } = actMonth(`${month}-01`);
      next[key] = `${start},${end}`;
    } else delete next[key];
    onChange(next);
  };
  return <MonthPicker value={value} label={label} testId={testId} onChange={set} />;
}
