/**
 * The one month picker of the application (report months, act and statistics months): a MUI X
 * date picker's year and month views in the user's language ("октябрь 2026", "October 2026"),
 * instead of the browser's `<input type="month">`, which speaks the browser's language.
 * Its value is a month as `YYYY-MM`, or '' for none; clearing it gives null.
 */
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { PickerLocalization } from './PickerLocalization';

interface Props {
  /** `YYYY-MM`, or '' for no month. */
  value: string;
  label: string;
  testId: string;
  onChange(month: string | null): void;
}

export function monthOf(date: Date | null): string | null {
  return date && isValid(date) ? format(date, 'yyyy-MM') : null;
}

export function MonthPicker({ value, label, testId, onChange }: Props) {
  const { t } = useTranslation();
  const date = value ? parseISO(`${value}-01`) : null;
  // On the field's root: tests find the picker by its id and read the month it holds.
  const dataAttributes: Record<string, string> = { 'data-testid': testId, 'data-month': value };
  return (
    <PickerLocalization>
      <DatePicker
        label={t(label)}
        views={['year', 'month']}
        openTo="month"
        format="LLLL yyyy"
        value={date && isValid(date) ? date : null}
        onChange={(picked) => {
          // A month typed in part is not yet one: only a whole month or none changes the value.
          if (picked === null) onChange(null);
          else if (isValid(picked)) onChange(monthOf(picked));
        }}
        slotProps={{
          textField: { size: 'small', sx: { width: 190 }, ...dataAttributes },
          field: { clearable: true },
        }}
      />
    </PickerLocalization>
  );
}
