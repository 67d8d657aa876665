import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holding } from '../../domain/counterparties/counterparties';
import { installFakeApi } from '../test/fake-api';
import { location, plainUser, renderWithApp } from '../test/render';
import { useListController } from './use-list-controller';

function Probe() {
  const list = useListController(holding);
  return (
    <div>
      <span data-testid="count">{list.count}</span>
      <span data-testid="may">{`${list.canCreate} ${list.rows.map((row) => list.canDelete(row)).join()}`}</span>
      {list.rows.map((row) => (
        <button key={row.id} onClick={() => void list.remove(row)}>
          {`delete ${String(row.name)}`}
        </button>
      ))}
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useListController', () => {
  it('loads the list from the address state and answers what the actor may do by the declared access', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/', () => ({ body: { count: 2, total: {}, results: [{ id: 1, name: 'Acme' }, { id: 2, name: 'Beta' }] } }));
    renderWithApp(<Probe />, { path: '/holdings?name__cnt=a', route: '/holdings' });
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    expect(api.last('GET', '/api/holdings/')?.query.get('name__cnt')).toBe('a');
    expect(screen.getByTestId('may').textContent).toBe('true true,true');
  });

  it('clears the filters after a failed filtered load and says so (spec 1 §8)', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/', (req) => (req.query.get('name__cnt') ? { status: 400, body: { detail: 'bad filter' } } : { body: { count: 0, total: {}, results: [] } }));
    renderWithApp(<Probe />, { path: '/holdings?name__cnt=boom', route: '/holdings', account: plainUser });
    expect((await screen.findByTestId('toast')).textContent).toContain('Error while load by filters, try load all');
    await waitFor(() => expect(location.current).not.toContain('name__cnt'));
  });

  it('deletes a row, notifies and reloads the list', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/', () => ({ body: { count: 1, total: {}, results: [{ id: 7, name: 'Acme' }] } }));
    api.on('DELETE', '/api/holdings/7/', () => ({ status: 204 }));
    renderWithApp(<Probe />, { path: '/holdings', route: '/holdings' });
    await userEvent.click(await screen.findByText('delete Acme'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Item has been deleted');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/holdings/').length).toBe(2));
  });
});
