/** Restore-request mode: email, 'Reset password', 'Cancel'. */
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { checkRule } from '../../../domain/rules/field-rules';
import { errorMessage } from '../api-error';
import { useNotify } from '../snackbar';
import { useSubmit } from './use-submit';
import { requestPasswordLink } from '../../../domain/actions/account-actions';
import { callAction } from '../call-action';

export function RestoreForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const valid = email.trim() !== '' && checkRule('email', email.trim()) === null;

  const { busy, submit } = useSubmit(
    valid,
    async () => {
      await callAction(requestPasswordLink, { body: { email: email.trim() } });
      notify('A link to reset your password has been sent to your email address', 'success');
      onDone();
    },
    (e) => notify(errorMessage(e), 'error'),
  );

  return (
    <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TextField
        name="email"
        label={t('Email')}
        type="email"
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setEmail((v) => v.trim())}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {t('Reset password')}
      </Button>
      <Button type="button" onClick={onDone}>
        {t('Cancel')}
      </Button>
    </Stack>
  );
}
