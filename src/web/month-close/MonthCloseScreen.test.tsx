import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthFigures } from '../../domain/month-close/month-close-figures';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { adminAccount, plainUser, renderWithApp } from '../test/render';
import MonthCloseScreen from './MonthCloseScreen';

let api: FakeApi;
const failedRun = { id: 'task-1', state: 'FAILURE', startedBy: 1, startedByName: 'Admin', createdAt: '2026-11-02T10:00:00.000Z', finishedAt: '2026-11-02T10:01:00.000Z', fileId: null };
const counts: Record<string, number> = { dspActs: 2, publisherInvoices: 3, publisherInvoicesWithoutActs: 1, publisherActs: 0, dspInvoices: 0, dmpExports: 2, erirActs: 4, erirActsNotRegistered: 0 };

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', '/api/month_close/', (req) => ({
    body: {
      month: req.query.get('date'),
      next: '2026-11-01',
      figures: Object.fromEntries(monthFigures.map((figure) => [figure.key, { count: counts[figure.key] ?? 0, total: Object.fromEntries(figure.sums.map((field) => [field, 1234.5])) }])),
      runs: {
        'publisherActs.send': null,
        'dspActs.send': null,
        'erirActs.send': { ...failedRun, name: 'erirActs.send', code: 'registryActs.notSent', values: { failed: 4, reason: 'VK: not configured' }, detail: '4 acts not sent: VK: not configured' },
        'erirStatistics.build': { ...failedRun, name: 'erirStatistics.build', code: 'tasks.failed', values: { reason: 'chDB is not loaded' }, detail: 'chDB is not loaded' },
        'erirStatistics.save': null,
      },
      notSent: { publishers: [], dsps: [], orderActs: [{ reason: 'VK: not configured', code: null, values: {}, count: 3 }, { reason: null, code: null, values: {}, count: 1 }] },
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

    // Each count opens its list, filtered as it counts.
    const paid = within(publishers).getByRole('link', { name: 'Open the list: Invoices generated' });
    expect(paid.getAttribute('href')).toMatch(/^\/psspInvoices\?date__btw=\d{4}-\d{2}-01%2C\d{4}-\d{2}-01$/);
    expect(within(screen.getByTestId('month-figure-dspInvoicesStatedAbove')).getByRole('link').getAttribute('href')).toContain('diff__lt=0');

    // The registry state: acts not sent grouped by reason, and each send's and the statistics' last run with its reason.
    const orderActs = screen.getByTestId('month-section-orderActs');
    expect(within(orderActs).getAllByTestId('month-not-sent').map((row) => row.textContent)).toEqual(['3 not sentVK: not configured', '1 not sentNot sent yet or changed since the last send']);
    expect(within(orderActs).getByTestId('month-run-erirActs.send').getAttribute('data-state')).toBe('FAILURE');
    expect(within(orderActs).getByTestId('month-run-erirActs.send').textContent).toContain('4 acts not sent: VK: not configured');
    // No acts: nothing said of the registry; acts all actual: said so.
    expect(within(publishers).queryByText('Every act is actual in the registry')).toBeNull();
    expect(within(screen.getByTestId('month-section-dsps')).getByText('Every act is actual in the registry')).toBeTruthy();
    expect(within(publishers).getByTestId('month-run-publisherActs.send').textContent).toContain('Never run for this month');
    const statistics = screen.getByTestId('month-section-statistics');
    expect(within(statistics).getByTestId('month-run-erirStatistics.build').textContent).toContain('Action failed, check DAG logs for info:');

    await userEvent.click(within(publishers).getByTestId('month-step-generatePublisherActs'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.last('POST', '/api/erir/publisher/acts/')?.query.get('date')).toBe(api.last('GET', '/api/month_close/')?.query.get('date')));
  });

  it('asks before exporting the DMPs (the export declares no question of its own)', async () => {
    counts.dmpExports = 0;
    api.on('POST', '/api/dmp/exports/', () => ({ body: { taskId: 'task-9' } }));
    renderWithApp(<MonthCloseScreen />, { account: adminAccount });
    await userEvent.click(await screen.findByTestId('month-step-exportDmps'));
    expect(await screen.findByText("Export the DMPs of the month? Each DMP's earlier export of the month is replaced.")).toBeTruthy();
    expect(api.last('POST', '/api/dmp/exports/')).toBeUndefined();
    counts.dmpExports = 2;
  });

  it('reads its month from the address, so that back from a list it opened shows the same month', async () => {
    renderWithApp(<MonthCloseScreen />, { account: adminAccount, path: '/monthClose?month=2026-09', route: '/monthClose' });
    await screen.findByTestId('month-section-publishers');
    expect(api.last('GET', '/api/month_close/')?.query.get('date')).toBe('2026-09-01');
    expect(within(screen.getByTestId('month-figure-publisherInvoices')).getByRole('link').getAttribute('href')).toContain('date__btw=2026-09-01%2C');
  });

  it('is read-only for someone who is not an admin: the steps are disabled and say why', async () => {
    renderWithApp(<MonthCloseScreen />, { account: plainUser });
    expect((await screen.findByTestId('month-close-read-only')).textContent).toContain('Only an admin closes a month');
    const button = await screen.findByTestId('month-step-generateDspInvoices');
    // A list the user may not open (order acts: super admin only) is counted, not linked.
    expect(within(screen.getByTestId('month-figure-erirActs')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('month-figure-publisherInvoices')).getByRole('link')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
