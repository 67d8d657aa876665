import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { platform } from '../../domain/domains/platforms';
import { EntityTable } from '../entity/EntityTable';
import { installFakeApi } from '../test/fake-api';
import { i18n } from '../app/i18n';
import { location, renderWithApp } from '../test/render';
import { platformTableOptions } from './platform-options';

function fakePlatforms() {
  const api = installFakeApi();
  const row = { id: 7, name: 'news.example', otmId: null, ozonId: null, vkId: 'pl-7', ordId: 'pl-7', isUpdated: true, erirState: 'processing', erirMessages: null };
  api.on('GET', '/api/domains/platforms/', () => ({ body: { count: 1, total: {}, results: [row] } }));
  return api;
}

const render = () => renderWithApp(<EntityTable entity={platform} options={platformTableOptions} />, { path: '/platforms', route: '/platforms' });

describe('platforms table', () => {
  it('shows the ORD id and the registry state; rows open /platforms/{id}', async () => {
    fakePlatforms();
    render();
    expect(await screen.findByText('news.example')).toBeTruthy();
    expect(screen.getByText('pl-7').closest('a')?.getAttribute('href')).toBe('https://ord.vk.com');
    expect(screen.getByTestId('erir-state').textContent).toBe('Processing');
    fireEvent.click(screen.getByText('news.example'));
    await waitFor(() => expect(location.current).toBe('/platforms/7'));
  });

  it('has no delete in its menu, and sends a platform to ERIR through the chosen operator', async () => {
    const api = fakePlatforms();
    api.on('GET', '/api/domains/platforms/to_erir/7/', () => ({ body: { taskId: 't-1' } }));
    api.on('GET', '/api/celery/task/t-1/', () => ({ body: { state: 'SUCCESS', detail: { sent: 2, unchanged: 0 } } }));
    render();
    fireEvent.contextMenu(await screen.findByText('news.example'));
    expect(await screen.findByRole('menuitem', { name: 'Send to ERIR' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Send to ERIR' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'VK' }));
    expect(await screen.findByText('Platform sent successfully')).toBeTruthy();
    expect(api.last('GET', '/api/domains/platforms/to_erir/7/')?.query.get('api')).toBe('VK');
  });

  it('says which domain already existed when "To domain" finds one, in the user\'s language', async () => {
    const api = fakePlatforms();
    const existing = { id: 3, platform: 7, domain: 'news.example', detail: 'The domain news.example already existed', code: 'domains.connectExists', values: { domain: 'news.example' } };
    api.on('POST', '/api/domains/connect/', () => ({ status: 200, body: existing }));
    render();
    fireEvent.contextMenu(await screen.findByText('news.example'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'To domain' }));
    expect(await screen.findByText('The domain news.example already existed')).toBeTruthy();
    expect(screen.queryByText('Success!')).toBeNull();
    await i18n.changeLanguage('ru');
    try {
      fireEvent.contextMenu(screen.getAllByText('news.example')[0]!);
      fireEvent.click(await screen.findByRole('menuitem', { name: 'В домены' }));
      expect(await screen.findByText('Домен news.example уже существовал')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
