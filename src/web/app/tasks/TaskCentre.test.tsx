import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { adminAccount, plainUser, renderWithApp } from '../../test/render';
import { followedTasks } from '../task-polling';
import { TaskCentre } from './TaskCentre';
import type { TaskListRow } from './task-list';

const task = (over: Partial<TaskListRow>): TaskListRow => ({
  id: 'a1',
  name: 'publisherInvoices.generate',
  state: 'STARTED',
  detail: null,
  code: null,
  values: {},
  startedBy: plainUser.id,
  startedByName: 'Uma User',
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  fileId: null,
  ...over,
});

let api: FakeApi;
let rows: TaskListRow[];
beforeEach(() => {
  localStorage.clear();
  followedTasks.clear();
  api = installFakeApi();
  rows = [];
  api.on('GET', '/api/celery/tasks/', () => ({ body: { count: rows.length, results: rows } }));
});
afterEach(() => vi.unstubAllGlobals());

const tasksCalls = () => api.calls.filter((call) => call.path === '/api/celery/tasks/').length;

describe('task centre', () => {
  it('lists the tasks the server has, with state, outcome, starter and file link', async () => {
    rows = [
      task({ id: 'a3', name: 'domains.inventoryGoogleExport', state: 'SUCCESS', detail: { fileId: 41 }, fileId: 41, finishedAt: '2026-11-20T10:02:00.000Z' }),
      task({ id: 'a2', state: 'FAILURE', detail: 'Order 17 not found', code: 'orders.notFound', values: { id: 17 } }),
      task({ id: 'a1', state: 'STARTED', detail: { checked: 1, total: 4 } }),
    ];
    renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(screen.getByTestId('task-centre-running').textContent).toContain('1'));
    await userEvent.click(screen.getByTestId('task-centre'));
    const items = await screen.findAllByTestId('task-row');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['SUCCESS', 'FAILURE', 'STARTED']);
    expect(items[0].textContent).toContain('Inventory export to Google');
    expect(screen.getByTestId('task-file').getAttribute('href')).toBe('/api/files/temp/41/');
    expect(items[1].textContent).toContain('Order 17 not found');
    expect(items[2].textContent).toContain('Generate publisher invoices');
    expect(items[2].textContent).toContain('Started by Uma User');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(api.last('GET', '/api/celery/tasks/')?.query.get('all')).toBeNull();
  });

  it('survives a reload: a task seen running announces its end once, after the reload, and never again', async () => {
    rows = [task({ state: 'STARTED' })];
    const first = renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(tasksCalls()).toBe(1));
    await waitFor(() => expect(localStorage.getItem('taskCentre.watched')).toContain('a1'));
    first.unmount();

    rows = [task({ state: 'SUCCESS', detail: { detail: 'Invoices generated' }, finishedAt: '2026-11-20T10:05:00.000Z' })];
    const second = renderWithApp(<TaskCentre />, { account: plainUser });
    expect((await screen.findByTestId('toast')).textContent).toContain('Task finished: Generate publisher invoices');
    second.unmount();

    const calls = tasksCalls();
    renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(tasksCalls()).toBe(calls + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('announces a failure with its reason in the user’s language, but not a task the screen follows itself', async () => {
    rows = [task({ id: 'b1' }), task({ id: 'b2', name: 'dmpExports.generate' })];
    const first = renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(localStorage.getItem('taskCentre.watched')).toContain('b2'));
    first.unmount();
    followedTasks.add('b1');
    rows = [task({ id: 'b1', state: 'SUCCESS' }), task({ id: 'b2', name: 'dmpExports.generate', state: 'FAILURE', detail: 'Order 17 not found', code: 'orders.notFound', values: { id: 17 } })];
    renderWithApp(<TaskCentre />, { account: plainUser });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Task failed: Generate DMP exports: Order 17 not found');
    expect(localStorage.getItem('taskCentre.watched')).toBe('[]');
  });

  it('announces and lists a send that sent only some acts with its counts and reason, not as a plain success', async () => {
    rows = [task({ id: 'd1', name: 'dspActs.send' })];
    const first = renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(localStorage.getItem('taskCentre.watched')).toContain('d1'));
    first.unmount();
    const detail = { detail: 'DSP Acts sending complete', sent: 2, failed: 1, errors: [{ act: 5, number: 'DA-5', message: 'VK: the contract is not registered' }] };
    rows = [task({ id: 'd1', name: 'dspActs.send', state: 'SUCCESS', detail, finishedAt: '2026-11-20T10:05:00.000Z' })];
    renderWithApp(<TaskCentre />, { account: plainUser });
    expect((await screen.findByTestId('toast')).textContent).toMatch(/: 2 sent, 1 not sent: VK: the contract is not registered$/);
    await userEvent.click(screen.getByTestId('task-centre'));
    expect((await screen.findByTestId('task-outcome')).textContent).toBe('2 sent, 1 not sent: VK: the contract is not registered');
  });

  it('announces and lists a send that found nothing waiting as such, not as "complete"', async () => {
    rows = [task({ id: 'e1', name: 'publisherActs.send' })];
    const first = renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(localStorage.getItem('taskCentre.watched')).toContain('e1'));
    first.unmount();
    const detail = { detail: 'Publisher Acts sending complete', month: '2026-10-01', sent: 0, failed: 0, steps: { sent: 0, unchanged: 0 }, errors: [] };
    rows = [task({ id: 'e1', name: 'publisherActs.send', state: 'SUCCESS', detail, finishedAt: '2026-11-20T10:05:00.000Z' })];
    renderWithApp(<TaskCentre />, { account: plainUser });
    expect((await screen.findByTestId('toast')).textContent).toContain('Send publisher acts to ERIR: nothing to send');
    await userEvent.click(screen.getByTestId('task-centre'));
    const outcome = (await screen.findByTestId('task-outcome')).textContent;
    expect(outcome).toMatch(/^Nothing to send/);
    expect(outcome).not.toContain('complete');
  });

  it('asks the server again when opened, so a task started a moment ago is listed', async () => {
    renderWithApp(<TaskCentre />, { account: plainUser });
    await waitFor(() => expect(tasksCalls()).toBe(1));
    rows = [task({ id: 'f1', name: 'publisherActs.send', state: 'SUCCESS', detail: { detail: 'Publisher Acts sending complete', sent: 1, failed: 0, errors: [] } })];
    await userEvent.click(screen.getByTestId('task-centre'));
    expect((await screen.findByTestId('task-row')).textContent).toContain('Send publisher acts to ERIR');
  });

  it("lets the super admin see everyone's tasks", async () => {
    rows = [task({ id: 'c1', startedBy: 99, startedByName: 'Oleg Other' })];
    renderWithApp(<TaskCentre />, { account: adminAccount });
    await userEvent.click(screen.getByTestId('task-centre'));
    await userEvent.click(await screen.findByLabelText("Everyone's tasks"));
    await waitFor(() => expect(api.last('GET', '/api/celery/tasks/')?.query.get('all')).toBe('true'));
    expect((await screen.findByTestId('task-row')).textContent).toContain('Oleg Other');
  });
});
