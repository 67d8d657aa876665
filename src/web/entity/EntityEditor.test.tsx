import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { holding } from '../../domain/counterparties/counterparties';
import { department } from '../../domain/reference/reference';
import { installFakeApi } from '../test/fake-api';
import { plainUser, renderWithApp } from '../test/render';
import { EntityEditorDialog } from './EntityEditorDialog';

function fakes() {
  const api = installFakeApi();
  api.on('GET', '/api/brands/pipe/short/', () => ({ body: [{ v: 3, t: 'Pipe A' }] }));
  api.on('GET', '/api/clients/short/', () => ({ body: [] }));
  api.on('GET', '/api/holdings/9/', () => ({ body: { id: 9, name: 'Old', pipeOrganization: 3, clients: [], updatedAt: '2026-01-01T00:00:00Z' } }));
  return api;
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const nameInput = () => screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;

describe('EntityEditor', () => {
  it('create mode: blocks an invalid save with "invalid form data" and shows the field error', async () => {
    const api = fakes();
    renderWithApp(<EntityEditorDialog entity={holding} id="create" onClose={() => undefined} />);
    fireEvent.click(saveButton());
    expect(await screen.findByText('invalid form data')).toBeTruthy();
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // The first invalid field takes the cursor.
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));
  });

  it('create mode: revalidates 250 ms after a change and posts the parsed model', async () => {
    const api = fakes();
    api.on('POST', '/api/holdings/', (req) => ({ status: 201, body: { id: 10, ...(req.body as object) } }));
    renderWithApp(<EntityEditorDialog entity={holding} id="create" onClose={() => undefined} />);
    fireEvent.click(saveButton());
    await screen.findByText('Required field');
    fireEvent.change(nameInput(), { target: { value: '  New holding ' } });
    await waitFor(() => expect(screen.queryByText('Required field')).toBeNull(), { timeout: 1000 });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Item has been created')).toBeTruthy();
    expect(api.last('POST', '/api/holdings/')?.body).toEqual({ name: 'New holding', pipeOrganization: null, clients: [] });
  });

  it('edit mode: sends the whole model with the loaded updatedAt and shows server field errors', async () => {
    const api = fakes();
    api.on('PUT', '/api/holdings/9/', () => ({ status: 400, body: { detail: 'invalid form data', errors: { name: ['Name is taken'] } } }));
    renderWithApp(<EntityEditorDialog entity={holding} id={9} onClose={() => undefined} />);
    await waitFor(() => expect(nameInput().value).toBe('Old'));
    fireEvent.change(nameInput(), { target: { value: 'Newer' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Name is taken')).toBeTruthy();
    const body = api.last('PUT', '/api/holdings/9/')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 9, name: 'Newer', updatedAt: '2026-01-01T00:00:00Z' });
  });

  it('edit mode: a 409 shows the detail and offers a reload', async () => {
    const api = fakes();
    api.on('PUT', '/api/holdings/9/', () => ({ status: 409, body: { detail: 'The record was changed by someone else' } }));
    renderWithApp(<EntityEditorDialog entity={holding} id={9} onClose={() => undefined} />);
    await waitFor(() => expect(nameInput().value).toBe('Old'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('The record was changed by someone else')).toBeTruthy();
    api.on('GET', '/api/holdings/9/', () => ({ body: { id: 9, name: 'Theirs', clients: [], updatedAt: '2026-02-01T00:00:00Z' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(nameInput().value).toBe('Theirs'));
  });

  it('read-only mode without the update permission', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/accounts/departments/4/', () => ({ body: { id: 4, name: 'Finance', isAdx: false } }));
    renderWithApp(<EntityEditorDialog entity={department} id={4} onClose={() => undefined} />, { account: plainUser });
    expect(await screen.findByText('You do not have permission to edit this')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(nameInput().disabled).toBe(true);
  });

  it('shows the names of a reference list from `<field>Names` (holding clients)', async () => {
    const api = fakes();
    api.on('GET', '/api/holdings/9/', () => ({ body: { id: 9, name: 'Old', clients: [41, 42], clientsNames: ['Zeta', 'Eta'], updatedAt: '2026-01-01T00:00:00Z' } }));
    renderWithApp(<EntityEditorDialog entity={holding} id={9} onClose={() => undefined} />);
    expect(await screen.findByText('Zeta')).toBeTruthy();
    expect(screen.getByText('Eta')).toBeTruthy();
    expect(screen.queryByText('#41')).toBeNull();
  });

  it('shows "Unknown loading error" when the model cannot be loaded', async () => {
    installFakeApi();
    renderWithApp(<EntityEditorDialog entity={holding} id={404} onClose={() => undefined} />);
    expect(await screen.findByText('Unknown loading error')).toBeTruthy();
  });
});

describe('EntityEditor, audit additions', () => {
  it('holding: editing the clients list saves their ids', async () => {
    const api = fakes();
    api.on('GET', '/api/holdings/9/', () => ({ body: { id: 9, name: 'Old', clients: [41], clientsNames: ['Zeta'], updatedAt: '2026-01-01T00:00:00Z' } }));
    api.on('GET', '/api/clients/short/', () => ({ body: [{ v: 41, t: 'Zeta' }, { v: 43, t: 'Theta' }] }));
    api.on('PUT', '/api/holdings/9/', (req) => ({ body: req.body }));
    renderWithApp(<EntityEditorDialog entity={holding} id={9} onClose={() => undefined} />);
    await screen.findByText('Zeta');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Clients' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Theta' }));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Item has been updated')).toBeTruthy();
    expect(api.last('PUT', '/api/holdings/9/')?.body).toMatchObject({ id: 9, clients: [41, 43] });
  });

  it("save in edit mode of a model without an id says 'wrong id'", async () => {
    const api = fakes();
    api.on('GET', '/api/holdings/9/', () => ({ body: { name: 'No id', clients: [] } }));
    renderWithApp(<EntityEditorDialog entity={holding} id={9} onClose={() => undefined} />);
    await waitFor(() => expect(nameInput().value).toBe('No id'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('wrong id')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
