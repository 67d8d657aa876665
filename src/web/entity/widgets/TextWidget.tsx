/** string, url and text (multiline with `rows`); a warning shows in the warning colour. */
import { TextField } from '@mui/material';
import type { WidgetProps } from './widget-props';

export function TextWidget({ name, field, label, value, onChange, onBlur, disabled, error, warning }: WidgetProps) {
  const rows = field.kind === 'text' ? (field.rows ?? 4) : undefined;
  return (
    <TextField
      name={name}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      error={!!error}
      color={warning && !error ? 'warning' : undefined}
      focused={warning && !error ? true : undefined}
      helperText={error ?? warning}
      required={field.required}
      type={field.kind === 'url' ? 'url' : 'text'}
      multiline={field.kind === 'text'}
      minRows={rows}
      fullWidth
      size="small"
    />
  );
}
