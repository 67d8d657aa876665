import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import PublisherInvoicesScreen from './PublisherInvoicesScreen';

describe('a publisher invoice\'s statistics export (issue "Month close" 14)', () => {
  it('says "No file id returned!" when the finished task names no file, not that the export completed', async () => {
    const api = installFakeApi();
    const row = { id: 5, date: '2026-10-01', publisher: 9, publisherName: 'Pub Nine', type: 'REGULAR', amountWithoutNds: 100, amountWithNds: 120, paymentAmount: 0, toPaySum: 120, paymentStatus: 'NOT_PAID' };
    api.on('GET', '/api/publishers/invoices/', () => ({ body: { count: 1, total: {}, results: [row] } }));
    api.on('GET', '/api/publishers/short/', () => ({ body: [] }));
    api.on('POST', '/api/publishers/exports/', () => ({ body: { taskId: 'export-1' } }));
    api.on('GET', '/api/celery/task/export-1/', () => ({ body: { state: 'SUCCESS', detail: {} } }));
    renderWithApp(<PublisherInvoicesScreen />, { path: '/psspInvoices', route: '/psspInvoices' });
    fireEvent.contextMenu(await screen.findByText('Pub Nine', {}, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Statistics exports' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'By placements' }));
    expect(await screen.findByText('No file id returned!', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Export complete')).toBeNull();
  }, 60_000);
});
