/** A year select, from the first year of the statistics to the current one, newest first (statistics grids and dashboards). */
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { businessDay } from '../../domain/core/calendar/business-day';

/** spec 1 §9: the statistics grid starts at 2017. */
export const firstStatisticsYear = 2017;

function yearsFrom(first: number): number[] {
  const current = Number(businessDay().slice(0, 4));
  return Array.from({ length: current - first + 1 }, (_, i) => current - i);
}

export function YearPicker({ year, first = firstStatisticsYear, onChange }: { year: number; first?: number; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ width: 140 }}>
      <InputLabel id={labelId}>{t('Year')}</InputLabel>
      <Select labelId={labelId} label={t('Year')} value={year} onChange={(event) => onChange(Number(event.target.value))} data-testid="year-picker">
        {yearsFrom(first).map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
