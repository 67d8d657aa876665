/** Create-password mode at /signup/{token}: new and confirm password, 'Create'. */
import { useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api-error';
import { PasswordField } from './PasswordField';
import { useSubmit } from './use-submit';
import { setPassword as setPasswordAction } from '../../../domain/actions/account-actions';
import { passwordProblem } from '../../../domain/rules/password-rule';
import { callAction } from '../call-action';

export const mismatchMessage = 'Password confirmation does not match the password!';
export const missingTokenMessage = 'The link has no password token. Ask for a new one.';

interface Props {
  /** null when the address after signup carries no token (spec 2 §5: an error). */
  token: string | null;
  onDone(): void | Promise<void>;
}

export function SignupForm({ token, onDone }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : missingTokenMessage);
  const confirmRef = useRef<HTMLInputElement>(null);
  // spec 2 §5: every text input is trimmed, passwords included (sign-in trims the same way).
  const mismatch = confirm.trim() !== '' && confirm.trim() !== password.trim();
  // The server's rule, shown as soon as the password is typed (the same message as its 400).
  const problem = password.trim() === '' ? null : passwordProblem(password.trim());
  const valid = !!token && password.trim() !== '' && confirm.trim() !== '' && !mismatch && !problem;

  const { busy, submit } = useSubmit(
    valid,
    async () => {
      setError(null);
      await callAction(setPasswordAction, { body: { token: token ?? '', password: password.trim() } });
      await onDone();
    },
    (e) => setError(errorMessage(e)),
  );

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <PasswordField
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        onEnter={() => confirmRef.current?.focus()}
        error={problem}
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
