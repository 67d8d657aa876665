import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import PublisherReportsScreen from './PublisherReportsScreen';

function fakeReports() {
  const api = installFakeApi();
  const done = { id: 4, date: '2026-10-01', publisher: null, domains: false, state: 'success', file: 31, fileName: '2026-10_publishers.xlsx', taskId: 't4' };
  const queued = { id: 5, date: '2026-10-01', publisher: null, domains: false, state: 'queued', file: null, fileName: null, taskId: 't5' };
  api.on('GET', '/api/publishers/reports/', () => ({ body: { count: 2, total: {}, results: [queued, done] } }));
  api.on('GET', '/api/publishers/reports/4/', () => ({ body: done }));
  api.on('GET', '/api/publishers/short/', () => ({ body: [] }));
  return api;
}

describe('publisher reports (issue "Month close" 3)', () => {
  it('show a finished report\'s file as a download link named like the file, and nothing for a queued one', async () => {
    fakeReports();
    renderWithApp(<PublisherReportsScreen />, { path: '/psspExports', route: '/psspExports' });
    const link = await screen.findByText('2026-10_publishers.xlsx', {}, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/api/files/31/');
    expect(link.getAttribute('download')).toBe('2026-10_publishers.xlsx');
    expect(screen.getAllByTestId('file-link-file')).toHaveLength(1);
  }, 60_000);

  it('offer "Download" in a finished row\'s menu and "Open", not "Edit", for a report nobody edits', async () => {
    fakeReports();
    renderWithApp(<PublisherReportsScreen />, { path: '/psspExports', route: '/psspExports' });
    const link = await screen.findByText('2026-10_publishers.xlsx', {}, { timeout: 15_000 });
    fireEvent.contextMenu(link.closest('tr')!);
    const download = await screen.findByTestId('download-file');
    expect(download.textContent).toBe('Download');
    expect(download.getAttribute('href')).toBe('/api/files/31/');
    const menu = download.closest('ul')!;
    expect(within(menu).getByText('Open')).toBeTruthy();
    expect(within(menu).queryByText('Edit')).toBeNull();
  }, 60_000);

  it('open a generated report read-only without the permission warning, its file named', async () => {
    fakeReports();
    renderWithApp(<PublisherReportsScreen />, { path: '/psspExports', route: '/psspExports' });
    const link = await screen.findByText('2026-10_publishers.xlsx', {}, { timeout: 15_000 });
    fireEvent.click(link.closest('tr')!.querySelector('td')!);
    expect(await screen.findByText('Close', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('You do not have permission to edit this')).toBeNull();
    expect(screen.queryByText('Save')).toBeNull();
  }, 60_000);
});
