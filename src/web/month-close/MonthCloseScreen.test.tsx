import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthFigures } from '../../domain/month-close/month-close-figures';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { adminAccount, plainUser, renderWithApp } from '../test/render';
import MonthCloseScreen from './MonthCloseScreen';

let api: FakeApi;
const counts: Record<string, number> = { publisherInvoices: 3, publisherInvoicesWithoutActs: 1, publisherActs: 0, dspInvoices: 0, dmpExports: 2, erirActs: 4, erirActsNotRegistered: 0 };

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', '/api/month_close/', (req) => ({
    body: {
      month: req.query.get('date'),
      next: '2026-11-01',
      figures: Object.fromEntries(monthFigures.map((figure) => [figure.key, { count: counts[figure.key] ?? 0, total: Object.fromEntries(figure.sums.map((field) => [field, 1234.5])) }])),
    },
  }));
  api.on('POST', '/api/erir/publisher/acts/', () => ({ body: { detail: 'Publisher Acts generation complete', month: '2026-10-01', created: 3, replaced: 0, kept: 0, summary: '' } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Month close screen', () => {
  it('shows each figure as the server counts it, flags what needs a look, and offers each part’s next step', async () => {
    renderWithApp(<MonthCloseScreen />, { account: adminAccount });
    const publishers = await screen.findByTestId('month-section-publishers');
    expect(within(within(publishers).getByTestId('month-figure-publisherInvoices')).getByTestId('count').textContent).toBe('3');
    expect(within(publishers).getByTestId('month-figure-publisherInvoices').textContent).toContain('1,234.50');
    expect(within(publishers).getByTestId('month-figure-publisherInvoicesWithoutActs').textContent).toContain('Needs a look');
    expect(screen.getByTestId('month-step-generateDspInvoices')).toBeTruthy();
    expect(within(screen.getByTestId('month-section-dmps')).getByText('Nothing left to do')).toBeTruthy();
    expect(api.last('GET', '/api/month_close/')?.query.get('date')).toMatch(/^\d{4}-\d{2}-01$/);

    await userEvent.click(within(publishers).getByTestId('month-step-generatePublisherActs'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.last('POST', '/api/erir/publisher/acts/')?.query.get('date')).toBe(api.last('GET', '/api/month_close/')?.query.get('date')));
  });

  it('is read-only for someone who is not an admin: the steps are disabled and say why', async () => {
    renderWithApp(<MonthCloseScreen />, { account: plainUser });
    expect((await screen.findByTestId('month-close-read-only')).textContent).toContain('Only an admin closes a month');
    const button = await screen.findByTestId('month-step-generateDspInvoices');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
