/**
 * The one month picker of the application (report months, act and statistics months): a MUI X
 * date picker's year and month views in the user's language ("октябрь 2026", "October 2026"),
 * instead of the browser's `<input type="month">`, which speaks the browser's language.
 * Its value is a month as `YYYY-MM`, or '' for none; clearing it gives null. A month typed into
 * the field is kept as a draft until it is whole and the field is left (or Enter is pressed):
 * a filter changing on every key would refetch the table and restart the typing.
 */
import { useEffect, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
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

/** Wide enough for the longest month name in English and Russian with the field's two buttons. */
export const monthPickerWidth = 236;

/** The month of a whole date; a year still being typed ("2", "20", "202") is not one yet. */
export function monthOf(date: Date | null): string | null {
  return date && isValid(date) && date.getFullYear() >= 1000 ? format(date, 'yyyy-MM') : null;
}

export function MonthPicker({ value, label, testId, onChange }: Props) {
  const { t } = useTranslation();
  const date = useMemo(() => {
    const parsed = value ? parseISO(`${value}-01`) : null;
    return parsed && isValid(parsed) ? parsed : null;
  }, [value]);
  const [draft, setDraft] = useState<Date | null>(date);
  useEffect(() => setDraft(date), [date]);
  const commit = (picked: Date | null) => {
    if (picked === null) {
      if (value) onChange(null);
      return;
    }
    const month = monthOf(picked);
    if (month && month !== value) onChange(month);
  };
  // On the field's root: tests find the picker by its id and read the month it holds.
  const dataAttributes: Record<string, string> = { 'data-testid': testId, 'data-month': value };
  return (
    <PickerLocalization>
      <DatePicker
        label={t(label)}
        views={['year', 'month']}
        openTo="month"
        format="LLLL yyyy"
        value={draft}
        onChange={setDraft}
        onAccept={commit}
        slotProps={{
          textField: {
            size: 'small',
            // The longest month of both languages whole ("September 2026", "сентябрь 2026") beside the clear and calendar buttons.
            sx: { width: monthPickerWidth },
            // Leaving the field, not moving between its month and year.
            onBlur: (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget) && commit(draft),
            onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && commit(draft),
            ...dataAttributes,
          },
          field: { clearable: true, onClear: () => commit(null) },
        }}
      />
    </PickerLocalization>
  );
}
