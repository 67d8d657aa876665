/** A money or decimal value no one may change here, shown in the user's language (`1 045 404,64`), not as typed input. */
import { TextField } from '@mui/material';
import { formatNumber } from '../format';

interface Props {
  name: string;
  label: string;
  value: unknown;
  kind: 'money' | 'decimal';
  language: string;
}

export function ReadOnlyNumber({ name, label, value, kind, language }: Props) {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : null;
  const text = number === null || !Number.isFinite(number) ? '' : formatNumber(number, kind, language);
  return <TextField name={name} label={label} value={text} disabled fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} />;
}
