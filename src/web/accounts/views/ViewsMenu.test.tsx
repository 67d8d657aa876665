/** The views menu of the generic table: save, apply, a link's view, and who may rename or delete. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { holding } from '../../../domain/counterparties/counterparties';
import { installFakeApi } from '../../test/fake-api';
import { location, plainUser, renderWithApp } from '../../test/render';
import { EntityTable } from '../../entity/EntityTable';
import { loadColumnPrefs, visibleColumns } from '../../entity/table/column-prefs';

const mine = { id: 5, entity: 'holdings', name: 'Acme only', query: 'name__cnt=acme&ordering=-id', columns: ['name', 'id'], shared: false, owner: 7, ownerName: 'Uma User' };
const theirs = { id: 6, entity: 'holdings', name: 'Team view', query: '', columns: ['id', 'name'], shared: true, owner: 9, ownerName: 'Tom Team' };

function fakeApi() {
  const api = installFakeApi();
  api.on('GET', '/api/holdings/', () => ({ body: { count: 1, total: {}, results: [{ id: 1, name: 'Acme', pipeOrganization: null, clients: [] }] } }));
  api.on('GET', '/api/views/', () => ({ body: { count: 2, total: {}, results: [mine, theirs] } }));
  api.on('GET', '/api/views/5/', () => ({ body: mine }));
  api.on('POST', '/api/views/', (req) => ({ status: 201, body: { id: 8, owner: 7, ...(req.body as object) } }));
  return api;
}

const openMenu = async () => {
  fireEvent.click(await screen.findByTestId('views-button'));
  return screen.findByTestId('views-menu');
};

describe('saved views in the table', () => {
  it("saves the table's filters, sort and columns under a name, shared or not", async () => {
    localStorage.clear();
    const api = fakeApi();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=ac&ordering=-name&page=2', route: '/holdings', account: plainUser });
    await screen.findByText('Acme');
    fireEvent.click(within(await openMenu()).getByText('Save the current view'));
    fireEvent.change(screen.getByLabelText('View name'), { target: { value: '  Mine  ' } });
    fireEvent.click(screen.getByLabelText('Shared with everyone'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The view has been saved')).toBeTruthy();
    expect(api.last('POST', '/api/views/')?.body).toEqual({
      entity: 'holdings',
      name: 'Mine',
      shared: true,
      query: 'name__cnt=ac&ordering=-name',
      columns: visibleColumns(loadColumnPrefs(holding, localStorage)),
    });
    expect(api.last('GET', '/api/views/')?.query.get('entity')).toBe('holdings');
  });

  it('applies a view: its filters and sort in the address, its columns in its order', async () => {
    localStorage.clear();
    fakeApi();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings', account: plainUser });
    await screen.findByText('Acme');
    fireEvent.click(within(await openMenu()).getByText('Acme only'));
    await waitFor(() => expect(location.current).toBe('/holdings?name__cnt=acme&ordering=-id'));
    expect(visibleColumns(loadColumnPrefs(holding, localStorage))).toEqual(['name', 'id']);
    expect(await screen.findByRole('button', { name: 'Views: Acme only' })).toHaveProperty('textContent', 'Acme only');
  });

  it('applies the view a link names and leaves its id out of the address', async () => {
    localStorage.clear();
    const api = fakeApi();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings?name__cnt=acme&ordering=-id&view=5', route: '/holdings', account: plainUser });
    await waitFor(() => expect(location.current).toBe('/holdings?name__cnt=acme&ordering=-id'));
    expect(api.last('GET', '/api/views/5/')).toBeTruthy();
    expect(visibleColumns(loadColumnPrefs(holding, localStorage))).toEqual(['name', 'id']);
  });

  it('offers renaming and deleting only where the declared access allows, a link for every view', async () => {
    localStorage.clear();
    fakeApi();
    renderWithApp(<EntityTable entity={holding} />, { path: '/holdings', route: '/holdings', account: plainUser });
    await screen.findByText('Acme');
    const menu = await openMenu();
    expect(within(menu).getByLabelText('Rename view Acme only')).toBeTruthy();
    expect(within(menu).getByLabelText('Delete view Acme only')).toBeTruthy();
    expect(within(menu).queryByLabelText('Rename view Team view')).toBeNull();
    expect(within(menu).queryByLabelText('Delete view Team view')).toBeNull();
    expect(within(menu).getByText('Tom Team')).toBeTruthy();
    fireEvent.click(within(menu).getByLabelText('Link to the view Acme only'));
    expect((await screen.findByTestId('view-link')).getAttribute('value')).toBe('http://localhost:3000/holdings?name__cnt=acme&ordering=-id&view=5');
    expect(screen.getByText('Only you can open this link until the view is shared with everyone.')).toBeTruthy();
  });
});
