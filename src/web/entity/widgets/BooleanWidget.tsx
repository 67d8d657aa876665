import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import type { WidgetProps } from './widget-props';

export function BooleanWidget({ name, label, value, onChange, disabled, error }: WidgetProps) {
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        control={<Checkbox name={name} checked={!!value} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />}
        label={label}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
