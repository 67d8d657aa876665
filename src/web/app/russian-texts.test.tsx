/** Every visible text of the shell, login, users and counterparties screens has a Russian translation. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { latinTexts } from '../test/untranslated';
import UsersScreen from '../accounts/UsersScreen';
import UserEditorScreen from '../accounts/UserEditorScreen';
import ClientsScreen from '../counterparties/ClientsScreen';
import LegalEntitiesScreen from '../counterparties/LegalEntitiesScreen';
import LegalEntityEditorScreen from '../counterparties/LegalEntityEditorScreen';
import BrandsScreen from '../counterparties/BrandsScreen';
import { i18n, setLanguage } from './i18n';
import { Shell } from './shell/Shell';
import { screens as counterpartyRoutes } from '../counterparties/counterparties-screens';
import { screens as userRoutes } from '../accounts/accounts-screens';

/** Data of the fakes and names that are the same in both languages. */
const allowed = ['Acme', 'Ada', 'Admin', 'admin', 'example', 'com', 'Pipe', 'Sales', 'EN', 'ID', 'CRM', 'BO', 'AA', 'Russia', 'Ctrl'];

function fakes() {
  const api = installFakeApi();
  const list = (results: object[]) => () => ({ body: { count: results.length, total: {}, results } });
  api.on('GET', '/api/accounts/', list([{ id: 1, email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', department: 1, locale: 'en', role: 'ADMIN', isActive: true }]));
  api.on('GET', '/api/accounts/1/', () => ({ body: { id: 1, email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', fullName: 'Ada Admin', department: 1, locale: 'ru', role: 'ADMIN', isActive: true } }));
  api.on('GET', '/api/clients/', list([{ id: 3, name: 'Acme', type: 'DIRECT', user: 1, userName: 'Ada Admin', holding: null }]));
  api.on('GET', '/api/legal_entities/', list([{ id: 4, name: 'Acme', fullname: 'Acme', legalForm: 'LEGAL', country: 129 }]));
  api.on('GET', '/api/brands/', list([{ id: 2, name: 'Acme', pipeOrganization: 1, pipeOrganizationName: 'Pipe A' }]));
  api.on('GET', /\/short\/$/, () => ({ body: [] }));
  return api;
}

const untranslated = () => latinTexts(allowed);

describe('Russian texts', () => {
  beforeEach(() => setLanguage('ru'));
  afterEach(() => void i18n.changeLanguage('en'));

  it.each([
    ['users', <UsersScreen />, '/users', '/users'],
    ['clients', <ClientsScreen />, '/clients', '/clients'],
    ['legal entities', <LegalEntitiesScreen />, '/legalEntities', '/legalEntities'],
    ['brands', <BrandsScreen />, '/brands', '/brands'],
  ])('%s table', async (_, ui, path, route) => {
    fakes();
    renderWithApp(ui, { path, route });
    await screen.findAllByText('Acme').catch(() => screen.findByText('Ada Admin'));
    expect(untranslated()).toEqual([]);
  });

  it('user editor', async () => {
    fakes();
    renderWithApp(<UserEditorScreen />, { path: '/user/1', route: '/user/:id' });
    await screen.findByDisplayValue('Ada');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Язык/ }));
    await screen.findAllByRole('option');
    expect(untranslated()).toEqual([]);
  });

  it('legal entity editor', async () => {
    fakes();
    renderWithApp(<LegalEntityEditorScreen />, { path: '/legalEntity/create', route: '/legalEntity/:id' });
    await screen.findAllByRole('textbox');
    expect(untranslated()).toEqual([]);
  });

  it('shell', async () => {
    fakes();
    renderWithApp(<Shell routes={[...counterpartyRoutes, ...userRoutes]} />, { path: '/users', route: '/*' });
    await screen.findByText('Ada Admin');
    fireEvent.click(screen.getByRole('button', { name: 'Аккаунт' }));
    expect(untranslated()).toEqual([]);
  });
});
