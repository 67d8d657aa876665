/** A password input with a show/hide button. */
import { forwardRef, useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  onEnter?(): void;
  error?: string | null;
  name: string;
  autoComplete?: string;
}

export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, value, onChange, onEnter, error, name, autoComplete },
  ref,
) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      inputRef={ref}
      name={name}
      label={t(label)}
      type={shown ? 'text' : 'password'}
      value={value}
      autoComplete={autoComplete}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Enter' && onEnter) {
          e.preventDefault();
          onEnter();
        }
      }}
      error={!!error}
      helperText={error ? t(error) : undefined}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(shown ? 'Hide password' : 'Show password')}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
