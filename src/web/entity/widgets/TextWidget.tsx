/**
 * string, url and text (multiline with `rows`); a warning shows in the warning colour; a text
 * longer than the field takes says so, naming the limit (text-limit.ts).
 */
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { tooLongText } from './text-limit';
import type { WidgetProps } from './widget-props';

export function TextWidget({ name, field, label, value, onChange, onBlur, disabled, error, warning }: WidgetProps) {
  const { t, i18n } = useTranslation();
  const rows = field.kind === 'text' ? (field.rows ?? 4) : undefined;
  const tooLong = tooLongText(field, value, t, i18n.language);
  return (
    <TextField
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      error={!!error || !!tooLong}
      color={warning && !error ? 'warning' : undefined}
      focused={warning && !error ? true : undefined}
      helperText={tooLong ?? error ?? warning}
      required={field.required}
      type={field.kind === 'url' ? 'url' : 'text'}
      multiline={field.kind === 'text'}
      minRows={rows}
      fullWidth
      size="small"
    />
  );
}
