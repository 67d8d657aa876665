/** list: a list of text inputs with add and remove. */
import { Button, FormHelperText, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './widget-props';

export function ListWidget({ name, label, value, onChange, disabled, error }: WidgetProps) {
  const { t } = useTranslation();
  const items: string[] = Array.isArray(value) ? value.map(String) : [];
  const set = (index: number, text: string) => onChange(items.map((v, i) => (i === index ? text : v)));
  return (
    <Stack spacing={1} data-testid={`list-${name}`}>
      <FormLabel error={!!error}>{label}</FormLabel>
      {items.map((item, index) => (
        <Stack direction="row" spacing={1} key={index} alignItems="center">
          <TextField
            name={`${name}.${index}`}
            value={item}
            onChange={(e) => set(index, e.target.value)}
            disabled={disabled}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}` } }}
          />
          {!disabled && (
            <IconButton aria-label={`${t('Remove')} ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))} size="small">
              <Close fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!disabled && (
        <Button startIcon={<Add />} onClick={() => onChange([...items, ''])} size="small" sx={{ alignSelf: 'flex-start' }}>
          {t('Add')}
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
