/**
 * date: MUI X DatePicker on a YYYY-MM-DD string; optionally only the current month (spec 1 §5).
 * A date typed incomplete or outside 1900–2099 is not a date: the value becomes 'invalid' (the
 * form refuses it) and the field says why in its own format and language (date-limits.ts).
 */
import { useState } from 'react';
import { endOfMonth, format, isValid, parseISO, startOfMonth } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../domain/core/rules/field-rules';
import { dateBounds, dateInRange, dateRefusalText, type DateRefusal } from './date-limits';
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
  return isValid(date) && dateInRange(date) ? format(date, 'yyyy-MM-dd') : 'invalid';
}

export function DateWidget({ name, field, label, value, onChange, disabled, error, currentMonthOnly }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<DateRefusal>(null);
  const today = parseISO(businessDay());
  // The form's own date message names the API's format: the field says it in the user's.
  const formatError = error === t(messages.date) || error === messages.date;
  // The current month's own limits are the form's to name.
  const reason = currentMonthOnly && refusal !== 'invalidDate' ? null : refusal;
  const shown = error && (reason || formatError) ? dateRefusalText(reason, t, i18n.language) : error;
  return (
    <LocalizedDatePicker
      label={label}
      value={toDate(value)}
      onChange={(date) => onChange(fromDate(date))}
      onError={(reason) => setRefusal(reason === 'minDate' || reason === 'maxDate' || reason === 'invalidDate' ? reason : null)}
      disabled={disabled}
      minDate={currentMonthOnly ? startOfMonth(today) : dateBounds.min}
      maxDate={currentMonthOnly ? endOfMonth(today) : dateBounds.max}
      views={currentMonthOnly ? ['day'] : undefined}
      slotProps={{
        textField: { name, size: 'small', fullWidth: true, error: !!error, helperText: shown, required: field.required },
      }}
    />
  );
}
