import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
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
});
