import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { installFakeApi } from '../../test/fake-api';
import { AuthStateProvider } from '../auth';
import { i18n } from '../i18n';
import { SnackbarProvider } from '../snackbar';
import { LoginScreen } from './LoginScreen';

function renderLogin(refresh = vi.fn(async () => undefined)) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider>
          <AuthStateProvider value={{ status: 'anonymous', account: null, refresh, logout: async () => undefined }}>
            <LoginScreen />
          </AuthStateProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return refresh;
}

const email = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;

describe('LoginScreen', () => {
  it('sign-in: button disabled while invalid, Enter moves to password, failed login message', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/accounts/login/', () => ({ status: 400, body: { detail: 'Incorrect email or password!' } }));
    renderLogin();
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(email(), { target: { value: ' a@b.co ' } });
    fireEvent.keyDown(email(), { key: 'Enter' });
    expect(document.activeElement).toBe(password());
    fireEvent.change(password(), { target: { value: 'wrong' } });
    expect(button.disabled).toBe(false);
    fireEvent.keyDown(password(), { key: 'Enter' });
    expect(await screen.findByText('Incorrect email or password!')).toBeTruthy();
    expect(api.last('POST', '/api/accounts/login/')?.body).toEqual({ email: 'a@b.co', password: 'wrong' });
  });

  it('shows and hides the password', () => {
    installFakeApi();
    renderLogin();
    expect(password().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
  });

  it('restore request: sends the email, shows the message and returns to sign-in', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/accounts/reset/', () => ({ status: 204 }));
    renderLogin();
    fireEvent.click(screen.getByText('Forgot the password?'));
    fireEvent.change(email(), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('A link to reset your password has been sent to your email address')).toBeTruthy();
    expect(api.last('POST', '/api/accounts/reset/')?.body).toEqual({ email: 'a@b.co' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy());
  });

  it('sign-up at /signup/{token}: mismatch message, then sets the password', async () => {
    window.history.replaceState(null, '', '/signup/tok123');
    const api = installFakeApi();
    api.on('POST', '/api/accounts/set/', () => ({ body: { email: 'a@b.co' } }));
    const refresh = renderLogin();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret-one-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret-one-2' } });
    expect(screen.getByText('Password confirmation does not match the password!')).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret-one-1' } });
    fireEvent.click(create);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(api.last('POST', '/api/accounts/set/')?.body).toEqual({ token: 'tok123', password: 'secret-one-1' });
    expect(window.location.pathname).toBe('/');
  });

  it('sign-up shows the password rule of the server and cannot submit a short or common password', () => {
    window.history.replaceState(null, '', '/signup/tok123');
    const api = installFakeApi();
    renderLogin();
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    for (const [password, message] of [
      ['12345678', 'The password must have at least 10 characters'],
      ['basketball', 'This password is too common: choose another one'],
    ]) {
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
      fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
      expect(screen.getByText(message)).toBeTruthy();
      expect(create.disabled).toBe(true);
    }
    expect(api.calls).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});

describe('LoginScreen, audit additions', () => {
  it('create password without a token in the address shows an error and cannot submit', () => {
    window.history.replaceState(null, '', '/signup/');
    const api = installFakeApi();
    renderLogin();
    expect(screen.getByText('The link has no password token. Ask for a new one.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret-1' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret-1' } });
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls).toEqual([]);
    window.history.replaceState(null, '', '/');
  });

  it('trims every text input, the password included, and a blank password keeps Log in disabled', async () => {
    window.history.replaceState(null, '', '/');
    const api = installFakeApi();
    api.on('POST', '/api/accounts/login/', () => ({ body: { token: 't' } }));
    const refresh = renderLogin();
    fireEvent.change(email(), { target: { value: ' a@b.co ' } });
    fireEvent.change(password(), { target: { value: '   ' } });
    const button = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(password(), { target: { value: ' secret-1 ' } });
    fireEvent.click(button);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(api.last('POST', '/api/accounts/login/')?.body).toEqual({ email: 'a@b.co', password: 'secret-1' });
  });

  it('Cancel of the restore request returns to sign-in', () => {
    installFakeApi();
    renderLogin();
    fireEvent.click(screen.getByText('Forgot the password?'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
