import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { holding } from '../../domain/counterparties/counterparties';
import { installFakeApi } from '../test/fake-api';
import { adminAccount as adminAccountForMenu, location, renderWithApp } from '../test/render';
import { EntityTable } from './EntityTable';

/** The table's own last list call (not the one-row count of the unfiltered table). */
function lastList(api: ReturnType<typeof installFakeApi>) {
  return api.calls.filter((c) => c.method === 'GET' && c.path === '/api/holdings/' && !c.query.has('page_size')).at(-1);
}

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
    expect(lastList(api)?.query.get('ordering')).toBe('name');
    await waitFor(() => expect(location.current).toBe('/holdings?ordering=name'));
  });

  it('restores the state from the address and sends it to the server', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=ac&ordering=-name&page=2', route: '/holdings' });
    await screen.findByText('Acme');
    const req = lastList(api)!;
    expect(req.query.toString()).toBe('name__cnt=ac&ordering=-name&page=2');
    expect(screen.getByLabelText('Filter Name')).toHaveProperty('value', 'ac');
  });

  it('restores from localStorage when the address has no table state', async () => {
    localStorage.setItem('table.holding', JSON.stringify({ filters: { name__cnt: 'st' }, ordering: ['-id'], page: 1 }));
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    await screen.findByText('Acme');
    expect(lastList(api)?.query.toString()).toBe('name__cnt=st&ordering=-id');
    await waitFor(() => expect(location.current).toBe('/holdings?name__cnt=st&ordering=-id'));
  });

  it('debounces a text filter, then updates the address, the request and the stored state', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    await screen.findByText('Acme');
    fireEvent.change(screen.getByLabelText('Filter Name'), { target: { value: 'acm' } });
    expect(api.calls.some((c) => c.query.get('name__cnt') === 'acm')).toBe(false);
    await waitFor(() => expect(lastList(api)?.query.get('name__cnt')).toBe('acm'), { timeout: 2000 });
    await waitFor(() => expect(location.current).toBe('/holdings?name__cnt=acm&ordering=name'));
    expect(JSON.parse(localStorage.getItem('table.holding')!)).toEqual({ filters: { name__cnt: 'acm' }, ordering: ['name'], page: 1 });
  });

  it('clears the filters and reloads after a failed filtered load', async () => {
    const api = fakeHoldings();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=boom', route: '/holdings' });
    expect(await screen.findByText('Error while load by filters, try load all')).toBeTruthy();
    await waitFor(() => expect(lastList(api)?.query.has('name__cnt')).toBe(false), { timeout: 5000 });
    await screen.findByText('Acme', {}, { timeout: 5000 });
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

describe('EntityTable fitted (issue 24)', () => {
  function counted() {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/', (req) => {
      const filtered = req.query.has('name__cnt');
      const rows = [
        { id: 1, name: 'Acme with a very long name that does not fit', pipeOrganization: null, clients: [] },
        { id: 2, name: 'Beta', pipeOrganization: null, clients: [] },
        { id: 3, name: 'Gamma', pipeOrganization: null, clients: [] },
      ];
      return { body: { count: filtered ? 3 : 379, total: {}, results: rows } };
    });
    api.on('GET', '/api/brands/pipe/short/', () => ({ body: [] }));
    api.on('GET', '/api/clients/short/', () => ({ body: [] }));
    return api;
  }

  it('shows a chip per filter with the rows it leaves of all, and clears it in one click', async () => {
    const api = counted();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=a', route: '/holdings' });
    const summary = await screen.findByTestId('filter-summary', {}, { timeout: 5000 });
    expect(summary.textContent).toBe('3 of 379 shown:');
    expect(screen.getByTestId('filter-chip-name__cnt').textContent).toBe('Name ≈ "a"');
    fireEvent.click(screen.getByLabelText('Clear filter Name ≈ "a"'));
    await waitFor(() => expect(location.current).toBe('/holdings'));
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull());
    expect(api.calls.filter((c) => c.query.get('page_size') === '1')).toHaveLength(1);
  });

  it('keeps the chosen columns on Reset and clears filters and sort', async () => {
    counted();
    localStorage.setItem('columns.holding', JSON.stringify({ order: ['name', 'id', 'pipeOrganization', 'clients'], hidden: ['clients'] }));
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=a&ordering=-id', route: '/holdings' });
    await screen.findByTestId('filter-chips', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location.current).toBe('/holdings?ordering=name'));
    expect(JSON.parse(localStorage.getItem('columns.holding')!)).toEqual({ order: ['name', 'id', 'pipeOrganization', 'clients'], hidden: ['clients'] });
    expect(screen.queryByRole('columnheader', { name: /Clients/ })).toBeNull();
  });

  it('draws one line a cell with the whole text on hover, ids as plain digits', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/', () => ({ body: { count: 1, total: {}, results: [{ id: 12345, name: 'Acme with a very long name', clients: [] }] } }));
    api.on('GET', '/api/brands/pipe/short/', () => ({ body: [] }));
    api.on('GET', '/api/clients/short/', () => ({ body: [] }));
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    const name = await screen.findByText('Acme with a very long name', {}, { timeout: 5000 });
    expect(name.getAttribute('title')).toBe('Acme with a very long name');
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    expect(screen.getByText('12345').getAttribute('title')).toBe('12345');
  });

  it('moves between rows with the arrows and opens one with Enter; one Tab stop for the rows', async () => {
    counted();
    renderWithApp(<EntityTable entity={holding} options={{ editorPath: (id) => `/holding/${id}` }} />, { path: '/holdings', route: '/holdings' });
    await screen.findByText('Beta', {}, { timeout: 5000 });
    const rows = screen.getAllByTestId('table-row');
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows[0].focus();
    fireEvent.keyDown(rows[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1], { key: 'End' });
    expect(document.activeElement).toBe(rows[2]);
    await waitFor(() => expect(rows.map((row) => row.tabIndex)).toEqual([-1, -1, 0]));
    fireEvent.keyDown(rows[2], { key: 'Enter' });
    await waitFor(() => expect(location.current).toBe('/holding/3'));
  });

  it('starts compact and keeps the chosen density per user', async () => {
    counted();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings' });
    await screen.findByText('Beta', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Comfortable rows' }));
    expect(localStorage.getItem('table.density.1')).toBe('comfortable');
    expect(screen.getByRole('button', { name: 'Compact rows' })).toBeTruthy();
  });
});
