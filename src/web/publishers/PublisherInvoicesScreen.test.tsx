import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../app/i18n';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import PublisherInvoicesScreen from './PublisherInvoicesScreen';

function fakeInvoices() {
  const api = installFakeApi();
  const row = { id: 5, date: '2026-10-01', publisher: 9, publisherName: 'Pub Nine', type: 'INTERNAL', amountWithoutNds: 100, amountWithNds: 120, paymentAmount: 0, toPaySum: 120, paymentStatus: 'NOT_PAID' };
  api.on('GET', '/api/publishers/invoices/', (req) => {
    const rows = req.query.get('type') ? [] : Array.from({ length: 9 }, (_, i) => ({ ...row, id: i + 1 }));
    return { body: { count: rows.length, total: {}, results: req.query.get('page_size') === '1' ? rows.slice(0, 1) : rows } };
  });
  api.on('GET', '/api/publishers/short/', () => ({ body: [] }));
  return api;
}

describe('publisher invoices\' default type filter (issue "Month close" 4)', () => {
  it('says what it hides and how many, and shows them in one click', async () => {
    const api = fakeInvoices();
    renderWithApp(<PublisherInvoicesScreen />, { path: '/psspInvoices', route: '/psspInvoices' });
    const hint = await screen.findByTestId('filter-hides', {}, { timeout: 15_000 });
    expect(hint.textContent).toContain('hides 9 rows');
    expect(hint.textContent).toContain('Regular');
    fireEvent.click(within(hint).getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(screen.queryByTestId('filter-hides')).toBeNull());
    const lists = api.calls.filter((c) => c.path === '/api/publishers/invoices/' && c.query.get('page_size') !== '1');
    expect(lists.at(-1)?.query.has('type')).toBe(false);
  }, 60_000);

  it('asks for one count beyond the table\'s own', async () => {
    const api = fakeInvoices();
    renderWithApp(<PublisherInvoicesScreen />, { path: '/psspInvoices', route: '/psspInvoices' });
    await screen.findByTestId('filter-hides', {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = api.calls.filter((c) => c.path === '/api/publishers/invoices/' && c.query.get('page_size') === '1').map((c) => c.query.toString());
    // The table's unfiltered count and the month's count without the type filter; the rows shown are the list's own answer.
    expect(counts).toEqual(['page_size=1', expect.stringMatching(/^date__btw=[\d-]+%2C[\d-]+&page_size=1$/)]);
  }, 60_000);

  it('asks for no extra count when the table shows every row it holds', async () => {
    const api = installFakeApi();
    const row = { id: 5, date: '2026-10-01', publisher: 9, publisherName: 'Pub Nine', type: 'REGULAR', amountWithoutNds: 100, amountWithNds: 120, paymentAmount: 0, toPaySum: 120, paymentStatus: 'NOT_PAID' };
    api.on('GET', '/api/publishers/invoices/', () => ({ body: { count: 1, total: {}, results: [row] } }));
    api.on('GET', '/api/publishers/short/', () => ({ body: [] }));
    renderWithApp(<PublisherInvoicesScreen />, { path: '/psspInvoices', route: '/psspInvoices' });
    await screen.findByText('Pub Nine', {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = api.calls.filter((c) => c.path === '/api/publishers/invoices/' && c.query.get('page_size') === '1').map((c) => c.query.toString());
    expect(counts).toEqual(['page_size=1']);
    expect(screen.queryByTestId('filter-hides')).toBeNull();
  }, 60_000);

  it('says it in Russian', async () => {
    fakeInvoices();
    await i18n.changeLanguage('ru');
    try {
      renderWithApp(<PublisherInvoicesScreen />, { path: '/psspInvoices', route: '/psspInvoices' });
      const hint = await screen.findByTestId('filter-hides', {}, { timeout: 15_000 });
      expect(hint.textContent).toContain('скрывает 9 строк');
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 60_000);
});
