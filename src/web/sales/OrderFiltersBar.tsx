/**
 * The orders table's quick filters (spec 1 §2): the report month (from its first day to the
 * next month's), the responsible with a "me" shortcut and the department with a "my
 * department" shortcut. They write the same filters as the column filters, in the address.
 */
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { reportMonthFilter } from '../../domain/sales/orders';
import type { FilterMap } from '../entity/table/filter-keys';
import { MonthPicker } from '../entity/widgets/MonthPicker';

interface Props {
  filters: FilterMap;
  userId: number;
  department: number | null;
  onChange(filters: FilterMap): void;
}

export function OrderFiltersBar({ filters, userId, department, onChange }: Props) {
  const { t } = useTranslation();
  const month = filters.dateReport__btw?.slice(0, 7) ?? '';
  const set = (key: string, value: string | null) => {
    const next = { ...filters };
    if (value === null) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const mine = filters.responsible === String(userId);
  const myDepartment = department !== null && filters.department === String(department);
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-testid="order-filters">
      <MonthPicker value={month} label="Report month" testId="order-month" onChange={(picked) => set('dateReport__btw', picked ? reportMonthFilter(`${picked}-01`) : null)} />
      <Chip label={t('Me')} color={mine ? 'primary' : 'default'} onClick={() => set('responsible', mine ? null : String(userId))} data-testid="filter-me" />
      {department !== null && (
        <Chip
          label={t('My department')}
          color={myDepartment ? 'primary' : 'default'}
          onClick={() => set('department', myDepartment ? null : String(department))}
          data-testid="filter-my-department"
        />
      )}
    </Stack>
  );
}
