/**
 * A number the editor adds to (spec 2 §8, an invoice's payment amount): the value itself, and
 * beside it an amount that "Add" adds to the value before the input goes back to zero.
 */
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Decimal } from 'decimal.js';
import { FloatInput } from './FloatInput';
import { cleanFloatText, floatValue } from './float-input';
import type { WidgetProps } from './widget-props';

export function AdditiveNumberWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, name, value, onChange, disabled } = props;
  const decimals = field.kind === 'decimal' ? 4 : field.kind === 'money' ? 2 : 0;
  const [added, setAdded] = useState('0');
  const amount = floatValue(added, decimals);
  const add = () => {
    if (amount === null || amount === 0) return;
    onChange(new Decimal(Number(value ?? 0)).plus(amount).toDecimalPlaces(decimals).toNumber());
    setAdded('0');
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <FloatInput {...props} />
      <TextField
        size="small"
        label={t('Add amount')}
        value={added}
        disabled={disabled}
        onChange={(event) => setAdded(cleanFloatText(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${name}-add` } }}
        sx={{ width: 160, flexShrink: 0 }}
      />
      <Button size="small" startIcon={<Add />} disabled={disabled || !amount} onClick={add} data-testid={`${name}-add-button`} sx={{ mt: 0.5, flexShrink: 0 }}>
        {t('Add')}
      </Button>
    </Stack>
  );
}
