/** enum (select) and enumlist (multi-select) from GET /api/frontend/enums/. */
import { MenuItem, TextField } from '@mui/material';
import { useOptionalSettings } from '../../app/settings';
import { useEnumLabel } from '../use-format-context';
import { textFieldFrame, type WidgetProps } from './widget-props';

export function EnumWidget(props: WidgetProps) {
  const { field, value, onChange } = props;
  const settings = useOptionalSettings();
  const enumLabel = useEnumLabel();
  const enumName = 'enum' in field ? field.enum : '';
  const items = (settings?.enums[enumName] ?? []).filter((item) => !props.hiddenValues?.includes(item.v) || item.v === value);
  const multiple = field.kind === 'enumlist';
  return (
    <TextField
      select
      {...textFieldFrame(props)}
      value={multiple ? (Array.isArray(value) ? value : []) : (value ?? '')}
      onChange={(e) => {
        const v = e.target.value as unknown;
        onChange(multiple ? v : v === '' ? null : v);
      }}
      slotProps={{ select: { multiple, renderValue: multiple ? (v) => (v as string[]).map((x) => enumLabel(enumName, x)).join(', ') : undefined } }}
    >
      {!multiple && !field.required && <MenuItem value="">—</MenuItem>}
      {items.map((item) => (
        <MenuItem key={item.v} value={item.v}>
          {enumLabel(enumName, item.v)}
        </MenuItem>
      ))}
    </TextField>
  );
}
