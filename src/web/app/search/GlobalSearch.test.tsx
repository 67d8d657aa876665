import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api';
import { location, renderWithApp } from '../../test/render';
import { appRoutes } from '../route-table';
import { GlobalSearch } from './GlobalSearch';

const none = { body: [] };

describe('GlobalSearch', () => {
  it('asks each searched short list once the typing stops, groups the hits, moves with the arrows and opens with Enter', async () => {
    const api = installFakeApi();
    for (const path of ['/api/contracts/short/', '/api/legal_entities/short/']) api.on('GET', path, () => none);
    api.on('GET', '/api/clients/short/', () => ({ body: [{ v: 4, t: 'Acme 2026-000' }] }));
    api.on('GET', '/api/orders/short/', () => ({
      body: [
        { v: 12, t: 'Spring campaign' },
        { v: 13, t: 'Summer campaign' },
      ],
    }));
    // An order's number (its title) is read by id from the list, for the rows found alone.
    api.on('GET', '/api/orders/', () => ({
      body: {
        count: 2,
        total: {},
        results: [
          { id: 13, number: '2026-00013', name: 'Summer campaign' },
          { id: 12, number: '2026-00012', name: 'Spring campaign' },
        ],
      },
    }));
    // A list the user may not read is left out.
    api.on('GET', '/api/accounts/short/', () => ({ status: 403, body: { detail: 'no', code: 'x', values: {} } }));
    renderWithApp(<GlobalSearch routes={appRoutes} />, { path: '/', route: '*' });
    const box = screen.getByTestId('global-search');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: '20' } });
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: '2026-000' } });
    expect(await screen.findByText('2026-00013', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.last('GET', '/api/orders/short/')!.query.get('search')).toBe('2026-000');
    expect(api.last('GET', '/api/orders/')!.query.get('id')).toBe('12,13');
    // No list of every match is asked for (its count is what a common word makes slow).
    expect(api.calls.filter((call) => call.query.has('search') && !call.path.endsWith('/short/'))).toEqual([]);
    expect(screen.getByRole('group', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Clients' }).textContent).toContain('Acme 2026-000');
    expect(screen.getAllByTestId('global-search-hit')).toHaveLength(3);
    expect(screen.getByText('Spring campaign')).toBeTruthy();
    expect(box.getAttribute('aria-activedescendant')).toBe('global-search-option-0');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('global-search-option-1');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(location.current).toBe('/order/13'));
  });

  it('says when nothing is found', async () => {
    const api = installFakeApi();
    for (const path of ['orders', 'contracts', 'clients', 'legal_entities', 'accounts']) api.on('GET', `/api/${path}/short/`, () => none);
    renderWithApp(<GlobalSearch routes={appRoutes} />, { path: '/', route: '*' });
    fireEvent.change(screen.getByTestId('global-search'), { target: { value: 'zzzz' } });
    expect(await screen.findByText('Nothing found', {}, { timeout: 3000 })).toBeTruthy();
  });
});
