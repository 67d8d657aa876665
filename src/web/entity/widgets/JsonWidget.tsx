/**
 * json: a key/value editor; with `keys` (a preset's field names) the keys are fixed. A key's
 * label is `fields.<field>.<key>`, else `fields.<key>`; `errorKey` puts the error on one input.
 */
import { useState } from 'react';
import { Button, FormHelperText, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './widget-props';

type Entries = Record<string, string | number | boolean | null>;

export function JsonWidget({ name, label, value, onChange, disabled, error, keys, errorKey }: WidgetProps) {
  const { t } = useTranslation();
  const map: Entries = value && typeof value === 'object' && !Array.isArray(value) ? (value as Entries) : {};
  const [newKey, setNewKey] = useState('');
  const shown = keys ?? Object.keys(map);
  const onKey = errorKey && shown.includes(errorKey) ? errorKey : null;
  const labelOf = (key: string) => t(`fields.${name}.${key}`, { defaultValue: t(`fields.${key}`, { defaultValue: key }) });
  const set = (key: string, text: string) => onChange({ ...map, [key]: text });
  return (
    <Stack spacing={1} data-testid={`json-${name}`}>
      <FormLabel error={!!error}>{label}</FormLabel>
      {shown.map((key) => (
        <Stack direction="row" spacing={1} key={key} alignItems="center">
          <TextField
            label={labelOf(key)}
            name={`${name}.${key}`}
            error={key === onKey && !!error}
            helperText={key === onKey ? error : undefined}
            value={map[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
            disabled={disabled}
            size="small"
            fullWidth
          />
          {!keys && !disabled && (
            <IconButton
              aria-label={`${t('Remove')} ${key}`}
              size="small"
              onClick={() => onChange(Object.fromEntries(Object.entries(map).filter(([k]) => k !== key)))}
            >
              <Close fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!keys && !disabled && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" label={t('Key')} value={newKey} onChange={(e) => setNewKey(e.target.value.trim())} />
          <Button
            startIcon={<Add />}
            disabled={!newKey || newKey in map}
            onClick={() => {
              set(newKey, '');
              setNewKey('');
            }}
          >
            {t('Add')}
          </Button>
        </Stack>
      )}
      {error && !onKey && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
