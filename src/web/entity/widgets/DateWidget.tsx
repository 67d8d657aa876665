/**
 * date: MUI X DatePicker on a YYYY-MM-DD string; optionally only the current month (spec 1 §5).
 * A date typed incomplete or outside 1900–2099 is not a date: the value becomes 'invalid' (the
 * form refuses it) and the field asks for a date in its own format and language (date-limits.ts).
 * No picker `onError` state: a re-render from it while a person types lost the typed month and day.
 */
import { endOfMonth, format, isValid, parseISO, startOfMonth } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../domain/core/rules/field-rules';
import { dateInRange, dateRefusalText } from './date-limits';
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
  // A whole date outside 1900–2099 stays the date typed (the form's schema refuses it, naming the
  // limit): turning it into 'invalid' made the picker drop the month and day while the year was typed.
  return isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid';
}

export function DateWidget({ name, field, label, value, onChange, disabled, error, currentMonthOnly }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const today = parseISO(businessDay());
  // The form's own date message names the API's format: the field says it in the user's.
  const formatError = error === t(messages.date) || error === messages.date;
  const held = toDate(value);
  const shown = error && formatError ? dateRefusalText(held && !dateInRange(held) ? 'maxDate' : null, t, i18n.language) : error;
  return (
    <LocalizedDatePicker
      label={label}
      value={held}
      onChange={(date) => onChange(fromDate(date))}
      disabled={disabled}
      minDate={currentMonthOnly ? startOfMonth(today) : undefined}
      maxDate={currentMonthOnly ? endOfMonth(today) : undefined}
      views={currentMonthOnly ? ['day'] : undefined}
      slotProps={{
        textField: { name, size: 'small', fullWidth: true, error: !!error, helperText: shown, required: field.required },
      }}
    />
  );
}
