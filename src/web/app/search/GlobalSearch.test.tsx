import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api';
import { location, renderWithApp } from '../../test/render';
import { appRoutes } from '../route-table';
import { GlobalSearch } from './GlobalSearch';

const empty = { body: { count: 0, total: {}, results: [] } };

describe('GlobalSearch', () => {
  it('asks each searched list once the typing stops, groups the hits, moves with the arrows and opens with Enter', async () => {
    const api = installFakeApi();
    for (const path of ['/api/contracts/', '/api/clients/', '/api/legal_entities/']) api.on('GET', path, () => empty);
    api.on('GET', '/api/orders/', () => ({
      body: {
        count: 2,
        total: {},
        results: [
          { id: 12, number: '2026-00012', name: 'Spring campaign' },
          { id: 13, number: '2026-00013', name: 'Summer campaign' },
        ],
      },
    }));
    // A list the user may not read is left out.
    api.on('GET', '/api/accounts/', () => ({ status: 403, body: { detail: 'no', code: 'x', values: {} } }));
    renderWithApp(<GlobalSearch routes={appRoutes} />, { path: '/', route: '*' });
    const box = screen.getByTestId('global-search');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: '20' } });
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: '2026-000' } });
    expect(await screen.findByText('2026-00013', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.last('GET', '/api/orders/')!.query.get('search')).toBe('2026-000');
    expect(api.last('GET', '/api/orders/')!.query.get('page_size')).toBe('5');
    expect(screen.getByRole('group', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('Spring campaign')).toBeTruthy();
    expect(box.getAttribute('aria-activedescendant')).toBe('global-search-option-0');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('global-search-option-1');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(location.current).toBe('/order/13'));
  });

  it('says when nothing is found', async () => {
    const api = installFakeApi();
    for (const path of ['/api/orders/', '/api/contracts/', '/api/clients/', '/api/legal_entities/', '/api/accounts/']) api.on('GET', path, () => empty);
    renderWithApp(<GlobalSearch routes={appRoutes} />, { path: '/', route: '*' });
    fireEvent.change(screen.getByTestId('global-search'), { target: { value: 'zzzz' } });
    expect(await screen.findByText('Nothing found', {}, { timeout: 3000 })).toBeTruthy();
  });
});
