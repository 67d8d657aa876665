/** int, decimal and money: the float input (spec 1 §5). */
import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { cleanFloatText, floatText, floatValue } from './float-input';
import { textFieldFrame, type WidgetProps } from './widget-props';

export function FloatInput(props: WidgetProps) {
  const { field, value, onChange, onBlur } = props;
  const decimals = field.kind === 'decimal' ? 4 : 2;
  const fixed = field.kind === 'money' ? 2 : undefined;
  const [text, setText] = useState(() => floatText(value, fixed));
  useEffect(() => {
    if (floatValue(text, decimals) !== (value ?? null)) setText(floatText(value, fixed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <TextField
      {...textFieldFrame(props)}
      value={text}
      onChange={(e) => {
        const next = cleanFloatText(e.target.value);
        setText(next);
        onChange(floatValue(next, decimals));
      }}
      onBlur={() => {
        setText(floatText(floatValue(text, decimals), fixed));
        onBlur?.();
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
