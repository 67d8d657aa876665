import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { location, plainUser, renderWithApp } from '../test/render';
import ClientEditorScreen from './ClientEditorScreen';
import { ImportByInnDialog, mergeLookup } from './ImportByInnDialog';
import { LegalEntityAttacher, newLegalEntityLink } from './LegalEntityAttacher';
import LegalEntityEditorScreen from './LegalEntityEditorScreen';

const client = { id: 5, name: 'Acme' };

describe('legal entity attacher', () => {
  it('goes to the legal entity the client already has', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/legal_entities/short/', () => ({ body: [{ v: 42, t: 'Acme LLC' }] }));
    renderWithApp(<LegalEntityAttacher client={client} onClose={() => undefined} />);
    await waitFor(() => expect(location.current).toBe('/legalEntity/42'));
    expect(api.last('GET', '/api/legal_entities/short/')?.query.get('client')).toBe('5');
  });

  it('offers to attach an existing one (PATCH client) or to create a new one pre-filled', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/legal_entities/short/', (req) => {
      const owner = req.query.get('client');
      if (owner === 'null') return { body: [{ v: 7, t: 'Free LLC' }] };
      return { body: owner ? [] : [{ v: 7, t: 'Free LLC' }, { v: 8, t: 'Taken LLC' }] };
    });
    api.on('PATCH', '/api/legal_entities/7/', (req) => ({ body: { id: 7, ...(req.body as object) } }));
    let closed = false;
    renderWithApp(<LegalEntityAttacher client={client} onClose={() => (closed = true)} />);
    expect(await screen.findByText('Attach an existing legal entity')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create a new legal entity' })).toBeTruthy();
    const attach = screen.getByRole('button', { name: 'Attach' }) as HTMLButtonElement;
    expect(attach.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Legal entity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Free LLC' }));
    // only legal entities without a client are offered (GET short/?client=null)
    expect(screen.queryByRole('option', { name: 'Taken LLC' })).toBeNull();
    fireEvent.click(attach);
    expect(await screen.findByText('Legal entity has been attached')).toBeTruthy();
    expect(api.last('PATCH', '/api/legal_entities/7/')?.body).toEqual({ id: 7, client: 5 });
    expect(closed).toBe(true);
  });

  it("says 'Error while attaching' when the update fails", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/legal_entities/short/', (req) => ({ body: req.query.get('client') === '5' ? [] : [{ v: 7, t: 'Free LLC' }] }));
    api.on('PATCH', '/api/legal_entities/7/', () => ({ status: 500, body: { detail: 'boom' } }));
    renderWithApp(<LegalEntityAttacher client={client} onClose={() => undefined} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Legal entity' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Free LLC' }));
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Error while attaching')).toBeTruthy();
  });

  it('creates a new legal entity with the client, name and full name filled in', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/legal_entities/short/', () => ({ body: [] }));
    api.on('GET', '/api/clients/short/', () => ({ body: [] }));
    renderWithApp(<LegalEntityAttacher client={client} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a new legal entity' }));
    await waitFor(() => expect(location.current).toBe('/legalEntity/create'));
    expect(newLegalEntityLink(client).state.initialValues).toEqual({ client: 5, clientName: 'Acme', name: 'Acme', fullname: 'Acme' });
  });
});

function legalEntityFakes() {
  const api = installFakeApi();
  api.on('GET', '/api/clients/short/', () => ({ body: [] }));
  return api;
}

const input = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('legal entity editor', () => {
  it('pre-fills a new legal entity from the navigation state', async () => {
    legalEntityFakes();
    const link = newLegalEntityLink(client);
    renderWithApp(<LegalEntityEditorScreen />, { path: '/legalEntity/create', route: '/legalEntity/:id', state: link.state });
    await waitFor(() => expect(input(/^Name/).value).toBe('Acme'));
    expect(input(/^Full name/).value).toBe('Acme');
    expect((screen.getByRole('combobox', { name: 'Client' }) as HTMLInputElement).value).toBe('Acme');
  });

  it('shows the accountant only for an organisation and trustee fields only for a trustee', async () => {
    legalEntityFakes();
    renderWithApp(<LegalEntityEditorScreen />, { path: '/legalEntity/create', route: '/legalEntity/:id' });
    await screen.findByTestId('field-accountant');
    expect(screen.queryByTestId('field-trusteeName')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trustee' }));
    expect(await screen.findByTestId('field-trusteeName')).toBeTruthy();
    expect(screen.getByTestId('field-trusteeConfirmDoc')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Legal form/ }));
    fireEvent.click(await screen.findByRole('option', { name: /^(IP|Individual entrepreneur)/ }));
    await waitFor(() => expect(screen.queryByTestId('field-accountant')).toBeNull());
  });

  it('colours the full name as a warning when it reads as a sole proprietor but the form is not IP', async () => {
    legalEntityFakes();
    renderWithApp(<LegalEntityEditorScreen />, { path: '/legalEntity/create', route: '/legalEntity/:id' });
    const fullname = await screen.findByRole('textbox', { name: /^Full name/ });
    expect(screen.queryByText('The full name reads as a sole proprietor but the legal form is not IP')).toBeNull();
    fireEvent.change(fullname, { target: { value: 'Индивидуальный предприниматель Иванов' } });
    expect(await screen.findByText('The full name reads as a sole proprietor but the legal form is not IP')).toBeTruthy();
    expect(fullname.closest('.MuiInputBase-root')?.className).toContain('MuiInputBase-colorWarning');
  });

  it('labels billing info by the preset keys and shows the INN error on the INN input', async () => {
    legalEntityFakes();
    renderWithApp(<LegalEntityEditorScreen />, { path: '/legalEntity/create', route: '/legalEntity/:id' });
    const inn = await screen.findByRole('textbox', { name: 'INN' });
    expect(screen.getByRole('textbox', { name: 'KPP' })).toBeTruthy();
    fireEvent.change(inn, { target: { value: '123' } });
    const field = screen.getByTestId('json-billingInfo');
    await waitFor(() => expect(within(field).getByText('The tax number must have exactly 10 characters')).toBeTruthy(), { timeout: 1500 });
    expect(inn.getAttribute('aria-invalid')).toBe('true');
  });

  it('imports by INN into the form, merging billing info', async () => {
    const api = legalEntityFakes();
    api.on('POST', '/api/legal_entities/inn_lookup/', () => ({
      body: { fullname: 'ООО "РОГА И КОПЫТА"', name: 'Рога', ceoName: 'Бендер', legalForm: 'LEGAL', ownershipForm: 'OOO', billingInfo: { inn: '7707083893' } },
    }));
    renderWithApp(<LegalEntityEditorScreen />, { path: '/legalEntity/create', route: '/legalEntity/:id' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'KPP' }), { target: { value: '773601001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import by INN' }));
    const dialog = await screen.findByTestId('import-by-inn');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /INN/ }), { target: { value: '7707083893' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(input(/^Full name/).value).toBe('ООО "РОГА И КОПЫТА"'));
    expect(input(/^Name/).value).toBe('Рога');
    expect(input('CEO name').value).toBe('Бендер');
    expect(screen.getByRole('combobox', { name: 'Ownership form' }).textContent).toBe('OOO');
    expect(input('INN').value).toBe('7707083893');
    expect(input('KPP').value).toBe('773601001');
    expect(api.last('POST', '/api/legal_entities/inn_lookup/')?.body).toEqual({ inn: '7707083893', kpp: '773601001', party: true, bank: true });
    await waitFor(() => expect(screen.queryByTestId('import-by-inn')).toBeNull());
  });
});

describe('import by INN dialog', () => {
  it('accepts only a non-negative integer and at least one part to import', async () => {
    const api = installFakeApi();
    renderWithApp(<ImportByInnDialog open onClose={() => undefined} onImported={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: /INN/ }), { target: { value: '-12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The value must be a nonnegative integer')).toBeTruthy();
    expect(api.calls.length).toBe(0);
    fireEvent.change(screen.getByRole('textbox', { name: /INN/ }), { target: { value: '7707083893' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Company data' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bank data' }));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choose what to import')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bank data' }));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows server messages; "No Bank Info suggestions" closes the dialog, others keep it open', async () => {
    const api = installFakeApi();
    let body = { detail: 'No suggestions for this INN', code: 'counterparties.inn.noSuggestions', values: {} };
    api.on('POST', '/api/legal_entities/inn_lookup/', () => ({ status: 400, body }));
    let closed = 0;
    renderWithApp(<ImportByInnDialog open initialInn="7707083893" onClose={() => closed++} onImported={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('No suggestions for this INN')).toBeTruthy();
    expect(closed).toBe(0);
    body = { detail: 'No Bank Info suggestions for this INN and KPP', code: 'counterparties.inn.noBankSuggestions', values: {} };
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('No Bank Info suggestions for this INN and KPP')).toBeTruthy();
    expect(closed).toBe(1);
  });

  it('merges billing info key by key and keeps fields the answer leaves out', () => {
    const values = { name: 'Old', fullname: 'Old full', billingInfo: { inn: '1', kpp: '2', bik: '3' } };
    expect(mergeLookup(values, { name: 'New', billingInfo: { inn: '7707083893', bik: '' } })).toEqual({
      name: 'New',
      billingInfo: { inn: '7707083893', kpp: '2', bik: '3' },
    });
  });
});

describe('client editor', () => {
  function clientFakes() {
    const api = installFakeApi();
    api.on('GET', '/api/accounts/short/', () => ({ body: [{ v: 1, t: 'Ada Admin' }] }));
    api.on('GET', '/api/holdings/short/', () => ({ body: [] }));
    api.on('GET', '/api/clients/3/', () => ({ body: { id: 3, name: 'Acme', type: 'NA', user: 1, userName: 'Ada Admin', holding: null, comment: '' } }));
    return api;
  }
  const responsible = () => screen.getByRole('combobox', { name: /Responsible/ }) as HTMLInputElement;

  it('disables the responsible user for a USER', async () => {
    clientFakes();
    renderWithApp(<ClientEditorScreen />, { account: plainUser, path: '/client/3', route: '/client/:id' });
    await waitFor(() => expect(responsible().value).toBe('Ada Admin'));
    expect(responsible().disabled).toBe(true);
  });

  it('lets an admin change it, and a new client names the current user', async () => {
    clientFakes();
    renderWithApp(<ClientEditorScreen />, { path: '/client/create', route: '/client/:id' });
    await waitFor(() => expect(responsible().value).toBe('Ada Admin'));
    expect(responsible().disabled).toBe(false);
  });

  it("shows the server's 403 detail when the change is refused", async () => {
    const api = clientFakes();
    api.on('PUT', '/api/clients/3/', () => ({ status: 403, body: { detail: 'Only an admin or a manager may change the responsible user' } }));
    renderWithApp(<ClientEditorScreen />, { account: plainUser, path: '/client/3', route: '/client/:id' });
    await waitFor(() => expect(responsible().value).toBe('Ada Admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only an admin or a manager may change the responsible user')).toBeTruthy();
  });
});

describe('brand sync with the organisation pipe', () => {
  it("polls the task and says 'Sync completed successfully', or 'Task failed: ...'", async () => {
    const { SyncWithPipeButton } = await import('./BrandsScreen');
    const api = installFakeApi();
    let state = 'SUCCESS';
    api.on('POST', '/api/brands/sync/', () => ({ body: { taskId: 't1' } }));
    let polls = 0;
    api.on('GET', '/api/celery/task/t1/', () => ({ body: polls++ === 0 ? { state: 'STARTED', detail: null } : { state, detail: 'CRM is down' } }));
    renderWithApp(<SyncWithPipeButton pollMs={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sync with the organisation pipe' }));
    expect(await screen.findByText('Sync completed successfully')).toBeTruthy();
    expect(polls).toBe(2);
    state = 'FAILURE';
    polls = 1;
    fireEvent.click(screen.getByRole('button', { name: 'Sync with the organisation pipe' }));
    expect(await screen.findByText('Task failed: CRM is down')).toBeTruthy();
  });
});
