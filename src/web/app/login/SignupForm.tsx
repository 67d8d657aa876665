/** Create-password mode at /signup/{token}: new and confirm password, 'Create'. */
import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { errorMessage } from '../api-error';
import { PasswordField } from './PasswordField';

export const mismatchMessage = 'Password confirmation does not match the password!';

interface Props {
  token: string;
  onDone(): void | Promise<void>;
}

export function SignupForm({ token, onDone }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const mismatch = confirm !== '' && confirm !== password;
  const valid = password !== '' && confirm !== '' && !mismatch;

  const submit = async () => {
    if (!valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.post('accounts/set/', { token, password });
      await onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <PasswordField
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        onEnter={() => confirmRef.current?.focus()}
      />
      <PasswordField
        ref={confirmRef}
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        onEnter={() => void submit()}
        error={mismatch ? mismatchMessage : null}
      />
      {error && <Alert severity="error">{t(error)}</Alert>}
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {t('Create')}
      </Button>
    </Stack>
  );
}
