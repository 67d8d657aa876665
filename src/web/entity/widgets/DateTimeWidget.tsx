/** datetime: read-only display in the user's locale. */
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/locale';
import type { WidgetProps } from './widget-props';

export function DateTimeWidget({ name, label, value }: WidgetProps) {
  const { i18n } = useTranslation();
  return (
    <TextField
      name={name}
      label={label}
      value={formatDateTime(typeof value === 'string' ? value : null, i18n.language)}
      disabled
      fullWidth
      size="small"
    />
  );
}
