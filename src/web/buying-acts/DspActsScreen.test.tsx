import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { businessDay } from '../../domain/core/calendar/business-day';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { monthStart } from '../../domain/sales/order-dates';
import { installFakeApi } from '../test/fake-api';
import { plainUser, renderWithApp } from '../test/render';
import DspActsScreen from './DspActsScreen';

describe('DSP acts on first visit (issue "Month close" 4)', () => {
  it('list the previous month only and enable "Generate acts" for it', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/erir/dsp/acts/', () => ({ body: { count: 0, total: {}, results: [] } }));
    api.on('GET', '/api/dsps/short/', () => ({ body: [] }));
    renderWithApp(<DspActsScreen />, { path: '/dspActs', route: '/dspActs' });
    const previous = shiftMonth(monthStart(businessDay()), -1);
    const button = await screen.findByTestId('generate-acts', {}, { timeout: 15_000 });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    const lists = api.calls.filter((c) => c.method === 'GET' && c.path === '/api/erir/dsp/acts/' && !c.query.has('page_size'));
    expect(lists.at(-1)?.query.get('date__btw')).toBe(`${previous},${shiftMonth(previous, 1)}`);
  }, 60_000);

  it('show "Generate acts" and "Send to ERIR" disabled, not hidden, to a non-admin, saying why (issue "Month close" 14)', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/erir/dsp/acts/', () => ({ body: { count: 0, total: {}, results: [] } }));
    api.on('GET', '/api/dsps/short/', () => ({ body: [] }));
    renderWithApp(<DspActsScreen />, { path: '/dspActs', route: '/dspActs', account: { ...plainUser, role: 'MANAGER' } });
    for (const testId of ['generate-acts', 'send-acts']) {
      const button = (await screen.findByTestId(testId, {}, { timeout: 15_000 })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.parentElement?.getAttribute('aria-label')).toBe('Only an admin generates and sends acts');
    }
  }, 60_000);
});
