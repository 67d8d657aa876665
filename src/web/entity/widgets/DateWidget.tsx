/** date: MUI X DatePicker on a YYYY-MM-DD string; optionally only the current month (spec 1 §5). */
import { endOfMonth, format, isValid, parseISO, startOfMonth } from 'date-fns';
import { LocalizedDatePicker } from './LocalizedDatePicker';
import type { WidgetProps } from './widget-props';
import { businessDay } from '../../../domain/core/calendar/business-day';

export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export function fromDate(date: Date | null): string | null {
  if (!date) return null;
  return isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid';
}

export function DateWidget({ name, field, label, value, onChange, disabled, error, currentMonthOnly }: WidgetProps) {
  const today = parseISO(businessDay());
  return (
    <LocalizedDatePicker
      label={label}
      value={toDate(value)}
      onChange={(date) => onChange(fromDate(date))}
      disabled={disabled}
      minDate={currentMonthOnly ? startOfMonth(today) : undefined}
      maxDate={currentMonthOnly ? endOfMonth(today) : undefined}
      views={currentMonthOnly ? ['day'] : undefined}
      slotProps={{
        textField: { name, size: 'small', fullWidth: true, error: !!error, helperText: error, required: field.required },
        }}
    />
  );
}
