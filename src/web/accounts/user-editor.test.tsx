import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { adminAccount, plainUser, renderWithApp } from '../test/render';
import UserEditorScreen from './UserEditorScreen';
import UsersScreen from './UsersScreen';

const ada = { id: 1, email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', department: 1, locale: 'en', role: 'ADMIN', isActive: true, isSuperAdmin: true };
const uma = { ...ada, id: 7, email: 'uma@example.com', firstName: 'Uma', lastName: 'User', fullName: 'Uma User', role: 'USER', isSuperAdmin: false };

function fakes() {
  const api = installFakeApi();
  api.on('GET', '/api/accounts/1/', () => ({ body: ada }));
  api.on('GET', '/api/accounts/7/', () => ({ body: uma }));
  api.on('GET', '/api/accounts/', () => ({ body: { count: 2, total: {}, results: [ada, uma] } }));
  return api;
}

const permissionWarning = 'You do not have permission to edit this';

describe('user editor', () => {
  it("is read-only for another user's profile when the viewer is not an admin or manager", async () => {
    fakes();
    renderWithApp(<UserEditorScreen />, { account: plainUser, path: '/user/1', route: '/user/:id' });
    expect(await screen.findByText(permissionWarning)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets a user edit their own profile, with the email fixed and the role disabled, and no delete', async () => {
    fakes();
    renderWithApp(<UserEditorScreen />, { account: plainUser, path: '/user/7', route: '/user/:id' });
    await screen.findByDisplayValue('Uma');
    expect(screen.queryByText(permissionWarning)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect((screen.getByDisplayValue('uma@example.com') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: /Access role/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('gives an admin the role, delete, log out and reset password', async () => {
    const api = fakes();
    api.on('POST', '/api/accounts/reset/', () => ({ status: 204 }));
    renderWithApp(<UserEditorScreen />, { account: adminAccount, path: '/user/7', route: '/user/:id' });
    await screen.findByDisplayValue('Uma');
    expect(screen.getByRole('combobox', { name: /Access role/ }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('A link to reset your password has been sent to your email address')).toBeTruthy();
    expect(api.last('POST', '/api/accounts/reset/')?.body).toEqual({ email: 'uma@example.com' });
  });
});

describe('users table', () => {
  it('admin: invite button, export, rows open the user and have the row menu', async () => {
    fakes();
    renderWithApp(<UsersScreen />, { account: adminAccount, path: '/users', route: '/users' });
    await screen.findByText('Uma User');
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Actions' }).length).toBe(2);
  });

  it('plain user: no invite, no row menu', async () => {
    fakes();
    renderWithApp(<UsersScreen />, { account: plainUser, path: '/users', route: '/users' });
    await screen.findByText('Uma User');
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
