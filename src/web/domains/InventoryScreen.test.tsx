import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { plainUser, renderWithApp } from '../test/render';
import InventoryScreen from './InventoryScreen';

describe('inventory one-click actions over everything (issue "Month close" 13)', () => {
  it('ask before "Ping all", "Export to Google" and the enrichment for all, and send nothing on No', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/domains/wl/', () => ({ body: { count: 0, total: {}, results: [] } }));
    renderWithApp(<InventoryScreen />, { path: '/domainswl', route: '/domainswl' });
    const questions: Array<[string, string]> = [
      ['wl-ping', 'Check the availability of every inventory domain?'],
      ['wl-google', 'Replace the Google Sheet with the whole inventory?'],
      ['wl-enrich-audience', 'Ask the language model about every domain lacking this enrichment?'],
    ];
    for (const [testId, question] of questions) {
      fireEvent.click(await screen.findByTestId(testId, {}, { timeout: 15_000 }));
      const asked = await screen.findByText(question);
      fireEvent.click(within(asked.closest('[role="dialog"]') as HTMLElement).getByText('No'));
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  }, 60_000);

  it('are disabled for a plain user, saying why, and enabled for a manager', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/domains/wl/', () => ({ body: { count: 0, total: {}, results: [] } }));
    const view = renderWithApp(<InventoryScreen />, { path: '/domainswl', route: '/domainswl', account: plainUser });
    for (const testId of ['wl-ping', 'wl-google', 'wl-enrich-audience', 'wl-enrich-thematic']) {
      const button = (await screen.findByTestId(testId, {}, { timeout: 15_000 })) as HTMLButtonElement;
      expect(button.disabled, testId).toBe(true);
      expect(button.parentElement?.getAttribute('aria-label')).toBe('Only an admin or a manager may run this for the whole inventory');
    }
    expect((screen.getByTestId('wl-refresh') as HTMLButtonElement).disabled).toBe(false);
    view.unmount();
    renderWithApp(<InventoryScreen />, { path: '/domainswl', route: '/domainswl', account: { ...plainUser, role: 'MANAGER' } });
    expect(((await screen.findByTestId('wl-ping', {}, { timeout: 15_000 })) as HTMLButtonElement).disabled).toBe(false);
  }, 60_000);
});
