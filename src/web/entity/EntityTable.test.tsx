import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { holding } from '../../domain/counterparties/counterparties';
import { installFakeApi } from '../test/fake-api';
import { adminAccount as adminAccountForMenu, location, renderWithApp } from '../test/render';
import { EntityTable } from './EntityTable';

function fakeHoldings() {
  const api = installFakeApi();
  api.on('GET', '/api/holdings/', (req) => {
    if (req.query.get('name__cnt') === 'boom') return { status: 400, body: { detail: 'bad filter' } };
    return { body: { count: 41, total: {}, results: [{ id: 1, name: 'Acme', pipeOrganization: 3, pipeOrganizationName: 'Pipe A', clients: [] }] } };
  });
  api.on('GET', '/api/brands/pipe/short/', () => ({ body: [] }));
  api.on('GET', '/api/clients/short/', () => ({ body: [] }));
  return api;
}

describe('EntityTable state', () => {
  it('loads with the default ordering, writes it to the address and to localStorage', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText('Pipe A')).toBeTruthy();
    expect(api.last('GET', '/api/holdings/')?.query.get('ordering')).toBe('name');
    await waitFor(() => expect(location.current).toBe('/holdings?ordering=name'));
  });

  it('restores the state from the address and sends it to the server', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=ac&ordering=-name&page=2', route: '/holdings' });
    await screen.findByText('Acme');
    const req = api.last('GET', '/api/holdings/')!;
    expect(req.query.toString()).toBe('name__cnt=ac&ordering=-name&page=2');
    expect(screen.getByLabelText('Filter Name')).toHaveProperty('value', 'ac');
  });

  it('restores from localStorage when the address has no table state', async () => {
    localStorage.setItem('table.holding', JSON.stringify({ filters: { name__cnt: 'st' }, ordering: ['-id'], page: 1 }));
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    await screen.findByText('Acme');
    expect(api.last('GET', '/api/holdings/')?.query.toString()).toBe('name__cnt=st&ordering=-id');
    await waitFor(() => expect(location.current).toBe('/holdings?name__cnt=st&ordering=-id'));
  });

  it('debounces a text filter, then updates the address, the request and the stored state', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    await screen.findByText('Acme');
    fireEvent.change(screen.getByLabelText('Filter Name'), { target: { value: 'acm' } });
    expect(api.calls.some((c) => c.query.get('name__cnt') === 'acm')).toBe(false);
    await waitFor(() => expect(api.last('GET', '/api/holdings/')?.query.get('name__cnt')).toBe('acm'), { timeout: 2000 });
    await waitFor(() => expect(location.current).toBe('/holdings?name__cnt=acm&ordering=name'));
    expect(JSON.parse(localStorage.getItem('table.holding')!)).toEqual({ filters: { name__cnt: 'acm' }, ordering: ['name'], page: 1 });
  });

  it('clears the filters and reloads after a failed filtered load', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=boom', route: '/holdings' });
    expect(await screen.findByText('Error while load by filters, try load all')).toBeTruthy();
    await waitFor(() => expect(api.last('GET', '/api/holdings/')?.query.has('name__cnt')).toBe(false));
    await screen.findByText('Acme');
  });
});

describe('EntityTable row menu', () => {
  it('deletes a row after the confirmation', async () => {
    const api = fakeHoldings();
    api.on('DELETE', '/api/holdings/1/', () => ({ status: 204 }));
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    fireEvent.contextMenu(await screen.findByText('Acme'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Do you really want to delete selected item?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Item has been deleted')).toBeTruthy();
    expect(api.last('DELETE', '/api/holdings/1/')).toBeTruthy();
  });

  it('shows a refused delete naming what holds the row, without an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const api = fakeHoldings();
    const body = { detail: 'Used by 3 clients', code: 'entity.usedBy', values: { holders: { client: 3 } } };
    api.on('DELETE', '/api/holdings/1/', () => ({ status: 409, body }));
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    fireEvent.contextMenu(await screen.findByText('Acme'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Used by 3 clients')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('hides the row menu from users the screen does not allow', async () => {
    fakeHoldings();
    renderWithApp(<EntityTable entity={holding} options={{ rowAccess: 'adminOrManager' }} />, {
      path: '/holdings',
      route: '/holdings',
      account: { ...adminAccountForMenu, role: 'USER', isSuperAdmin: false },
    });
    await screen.findByText('Acme');
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
