/** Sign-in mode: email, password, 'Log in', 'Forgot the password?'. */
import { useRef, useState } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { checkRule } from '../../../domain/rules/field-rules';
import { errorMessage } from '../api-error';
import { PasswordField } from './PasswordField';
import { useSubmit } from './use-submit';
import { signIn } from '../../../domain/actions/account-actions';
import { callAction } from '../call-action';

interface Props {
  onForgot(): void;
  onSignedIn(): void | Promise<void>;
}

export function SignInForm({ onForgot, onSignedIn }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // spec 2 §5: every text input is trimmed, the password too (as it is when it is set).
  const valid = email.trim() !== '' && checkRule('email', email.trim()) === null && password.trim() !== '';

  const { busy, submit } = useSubmit(
    valid,
    async () => {
      setError(null);
      await callAction(signIn, { body: { email: email.trim(), password: password.trim() } });
      await onSignedIn();
    },
    (e) => setError(errorMessage(e) || 'Incorrect email or password!'),
  );

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TextField
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setEmail((v) => v.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            passwordRef.current?.focus();
          }
        }}
        fullWidth
      />
      <PasswordField
        ref={passwordRef}
        name="password"
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        onEnter={() => void submit()}
      />
      {error && <Alert severity="error">{t(error)}</Alert>}
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {t('Log in')}
      </Button>
      <Link component="button" type="button" onClick={onForgot} underline="hover">
        {t('Forgot the password?')}
      </Link>
    </Stack>
  );
}
