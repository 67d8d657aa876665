/** The login screen (spec 2 §2.8) with its three modes: sign-in, restore request, sign-up. */
import { useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { LoginForm } from './LoginForm';
import { loginModes, type LoginMode } from './login-modes';

export type { LoginMode };

/** Is this the password-setting address (`/signup/{token}`, also without its token)? */
export function isSignupPath(pathname: string): boolean {
  return /^\/signup(\/|$)/.test(pathname);
}

export function signupToken(pathname: string): string | null {
  const match = /^\/signup\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

export function LoginScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const token = signupToken(window.location.pathname);
  const [mode, setMode] = useState<LoginMode>(isSignupPath(window.location.pathname) ? 'signUp' : 'signIn');

  const afterSignUp = async () => {
    window.history.replaceState(null, '', '/');
    await auth.refresh();
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: 380 }} elevation={3}>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {t(loginModes[mode].title)}
        </Typography>
        <LoginForm
          key={mode}
          mode={mode}
          token={token}
          onMode={setMode}
          onDone={mode === 'signUp' ? afterSignUp : mode === 'restore' ? () => setMode('signIn') : auth.refresh}
        />
      </Paper>
    </Box>
  );
}
