/** The one login form; its mode (login-modes.ts) decides its fields, button and call. */
import { useRef, useState } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api-error';
import { useNotify } from '../snackbar';
import { fieldProblem, loginModes, missingTokenMessage, modeValid, type LoginField, type LoginMode, type LoginValues } from './login-modes';
import { PasswordField } from './PasswordField';
import { useSubmit } from './use-submit';

interface Props {
  mode: LoginMode;
  /** The password token of /signup/{token} (sign-up mode). */
  token?: string | null;
  onMode(mode: LoginMode): void;
  onDone(): void | Promise<void>;
}

const autoCompletes: Record<LoginField, string> = { email: 'username', password: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };
const labels: Record<LoginField, string> = { email: 'Email', password: 'Password', newPassword: 'New password', confirmPassword: 'Confirm password' };
const empty: LoginValues = { email: '', password: '', newPassword: '', confirmPassword: '' };

export function LoginForm({ mode, token = null, onMode, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const spec = loginModes[mode];
  const [values, setValues] = useState<LoginValues>(empty);
  const [error, setError] = useState<string | null>(mode === 'signUp' && !token ? missingTokenMessage : null);
  const refs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const valid = modeValid(mode, values, token);
  const set = (field: LoginField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const { busy, submit } = useSubmit(
    valid,
    async () => {
      setError(null);
      await spec.call(values, token);
      if (spec.success) notify(spec.success, 'success');
      await onDone();
    },
    (e) => (spec.refusalInForm ? setError(errorMessage(e) || (spec.fallbackRefusal ?? '')) : notify(errorMessage(e), 'error')),
  );
  // Enter moves to the next field, and submits from the last.
  const enter = (index: number) => () => {
    const next = spec.fields[index + 1];
    if (next) refs.current[next]?.focus();
    else void submit();
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      {spec.fields.map((field, index) =>
        field === 'email' ? (
          <TextField
            key={field}
            name="email"
            label={t('Email')}
            type="email"
            autoComplete={autoCompletes.email}
            autoFocus
            inputRef={(el: HTMLInputElement | null) => void (refs.current.email = el)}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            onBlur={() => set('email')(values.email.trim())}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              enter(index)();
            }}
            fullWidth
          />
        ) : (
          <PasswordField
            key={field}
            ref={(el) => void (refs.current[field] = el)}
            name={field}
            label={labels[field]}
            autoComplete={autoCompletes[field]}
            value={values[field]}
            onChange={set(field)}
            onEnter={enter(index)}
            error={fieldProblem(field, values)}
          />
        ),
      )}
      {error && <Alert severity="error">{t(error)}</Alert>}
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {t(spec.submit)}
      </Button>
      {mode === 'signIn' && (
        <Link component="button" type="button" onClick={() => onMode('restore')} underline="hover">
          {t('Forgot the password?')}
        </Link>
      )}
      {mode === 'restore' && (
        <Button type="button" onClick={() => onMode('signIn')}>
          {t('Cancel')}
        </Button>
      )}
    </Stack>
  );
}
