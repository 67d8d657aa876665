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

  it('export through the specification\'s dialog: month, publisher and by domains, one Export button, disabled while by domains lacks a publisher', async () => {
    const api = fakeReports();
    api.on('GET', '/api/publishers/short/', () => ({ body: [{ v: 9, t: 'Pub Nine' }] }));
    renderWithApp(<PublisherReportsScreen />, { path: '/psspExports', route: '/psspExports' });
    await screen.findByText('2026-10_publishers.xlsx', {}, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    fireEvent.click(screen.getByTestId('report-export'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('report-export-month')).toBeTruthy();
    expect(within(dialog).queryByText('Save')).toBeNull();
    expect(within(dialog).queryByText('Apply')).toBeNull();
    const run = within(dialog).getByTestId('report-export-run') as HTMLButtonElement;
    expect(run.textContent).toBe('Export');
    expect(dialog.querySelectorAll('.MuiDialogActions-root button')).toHaveLength(1);
    expect(run.disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'By domains' }));
    expect(run.disabled).toBe(true);
    expect(run.parentElement?.getAttribute('aria-label')).toBe('Choose the publisher for a report by domains');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Publisher' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pub Nine' }));
    expect(run.disabled).toBe(false);
  }, 60_000);

  it('create the report, show its row at once, follow its task and refresh the row when it ends, saying "Export completed!"', async () => {
    const api = installFakeApi();
    const queued = { id: 6, date: '2026-10-01', publisher: null, domains: false, state: 'queued', file: null, fileName: null, taskId: 't6' };
    let rows: Record<string, unknown>[] = [];
    let polls = 0;
    api.on('GET', '/api/publishers/reports/', () => ({ body: { count: rows.length, total: {}, results: rows } }));
    api.on('GET', '/api/publishers/short/', () => ({ body: [] }));
    api.on('POST', '/api/publishers/reports/', () => {
      rows = [queued];
      return { status: 201, body: queued };
    });
    api.on('GET', '/api/celery/task/t6/', () => {
      polls += 1;
      if (polls < 2) return { body: { state: 'STARTED', detail: null } };
      rows = [{ ...queued, state: 'success', file: 41, fileName: '2026-10_publishers.xlsx' }];
      return { body: { state: 'SUCCESS', detail: { fileId: 41 } } };
    });
    renderWithApp(<PublisherReportsScreen />, { path: '/psspExports', route: '/psspExports' });
    fireEvent.click(await screen.findByTestId('report-export', {}, { timeout: 15_000 }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('report-export-run'));
    expect(await screen.findByText('Queued', {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.last('POST', '/api/publishers/reports/')?.body).toMatchObject({ publisher: null, domains: false });
    expect(await screen.findByText('2026-10_publishers.xlsx', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('Export completed!')).toBeTruthy();
  }, 60_000);

  it('follow the task of a row still queued when the screen opens (after a reload), and show its file once it ends', async () => {
    const api = installFakeApi();
    const queued = { id: 7, date: '2026-10-01', publisher: null, domains: false, state: 'running', file: null, fileName: null, taskId: 'reload-7' };
    let row: Record<string, unknown> = queued;
    api.on('GET', '/api/publishers/reports/', () => ({ body: { count: 1, total: {}, results: [row] } }));
    api.on('GET', '/api/publishers/short/', () => ({ body: [] }));
    api.on('GET', '/api/celery/task/reload-7/', () => {
      row = { ...queued, state: 'success', file: 42, fileName: '2026-10_reload.xlsx' };
      return { body: { state: 'SUCCESS', detail: { fileId: 42 } } };
    });
    renderWithApp(<PublisherReportsScreen />, { path: '/psspExports', route: '/psspExports' });
    expect((await screen.findByTestId('task-state', {}, { timeout: 15_000 })).getAttribute('data-state')).toBe('running');
    expect(await screen.findByText('2026-10_reload.xlsx', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('task-state').getAttribute('data-state')).toBe('success');
  }, 60_000);
});
