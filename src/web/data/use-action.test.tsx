import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineAction, type ActionDef } from '../../domain/core/actions/action';
import { taskAnswer } from '../../domain/core/actions/task-answer';
import { setLanguage } from '../app/i18n';
import { installFakeApi } from '../test/fake-api';
import { adminAccount, plainUser, renderWithApp } from '../test/render';
import { ActionButton } from './ActionButton';
import { useAction, type UseActionOptions } from './use-action';

const body = z.object({ order: z.number() });
const payOrder = defineAction({
  method: 'POST',
  path: 'orders/set_paid/',
  summary: 'Set paid',
  tags: [],
  access: 'all',
  body,
  answer: z.object({ id: z.number() }),
  availableFor: (_actor, order) => (order.paymentStatus === 'PAID' ? 'The order is already paid' : true),
  confirm: 'Create an invoice for the unpaid remainder?',
});
const lockAll = defineAction({ method: 'POST', path: 'orders/lock/', summary: 'Lock', tags: [], access: 'superAdmin', answer: z.object({ locked: z.number() }) });
const exportAll = defineAction({ method: 'POST', path: 'orders/send_to_mt/', summary: 'Export', tags: [], access: 'superAdmin', answer: taskAnswer });

function Probe<A extends ActionDef>({ action, options, call }: { action: A; options?: UseActionOptions<A>; call: Parameters<ReturnType<typeof useAction<A>>['request']>[0] }) {
  const state = useAction(action, options);
  return <ActionButton state={state} label="Go" testId="go" onClick={() => state.request(call)} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAction', () => {
  it('hides the button when the declared access refuses the actor', () => {
    installFakeApi();
    renderWithApp(<Probe action={lockAll} call={{}} />, { account: plainUser });
    expect(screen.queryByTestId('go')).toBeNull();
  });

  it("disables the button with availableFor's reason for the record, and calls nothing", async () => {
    const api = installFakeApi();
    renderWithApp(<Probe action={payOrder} options={{ record: { id: 3, paymentStatus: 'PAID' } }} call={{ body: { order: 3 } }} />, { account: plainUser });
    const button = screen.getByTestId('go') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.hover(button.parentElement!);
    expect(await screen.findByText('The order is already paid')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('asks the declared confirmation, then runs, notifies and reloads; No runs nothing', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/orders/set_paid/', () => ({ status: 201, body: { id: 9 } }));
    const reload = vi.fn();
    renderWithApp(<Probe action={payOrder} options={{ record: { id: 3, paymentStatus: 'UNPAID' }, reload }} call={{ body: { order: 3 } }} />, { account: plainUser });
    await userEvent.click(screen.getByTestId('go'));
    expect(screen.getByText('Create an invoice for the unpaid remainder?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByTestId('go'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Success!');
    expect(api.last('POST', '/api/orders/set_paid/')?.body).toEqual({ order: 3 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as the notification", async () => {
    const api = installFakeApi();
    api.on('POST', '/api/orders/set_paid/', () => ({ status: 400, body: { detail: 'The order is already paid' } }));
    renderWithApp(<Probe action={payOrder} options={{ confirm: null }} call={{ body: { order: 3 } }} />);
    await userEvent.click(screen.getByTestId('go'));
    expect((await screen.findByTestId('toast')).textContent).toContain('The order is already paid');
  });

  it('follows the task a task action answers and hands its result on', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/orders/send_to_mt/', () => ({ body: { taskId: 't-5' } }));
    api.on('GET', '/api/celery/task/t-5/', () => ({ body: { state: 'SUCCESS', detail: { fileId: 12 } } }));
    const then = vi.fn();
    renderWithApp(<Probe action={exportAll} options={{ then }} call={{}} />, { account: adminAccount });
    await userEvent.click(screen.getByTestId('go'));
    await waitFor(() => expect(then).toHaveBeenCalledWith({ fileId: 12 }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Success!');
  });

  it('says so when the task fails', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/orders/send_to_mt/', () => ({ body: { taskId: 't-6' } }));
    api.on('GET', '/api/celery/task/t-6/', () => ({ body: { state: 'FAILURE', detail: 'NoLockOrders' } }));
    renderWithApp(<Probe action={exportAll} call={{}} />, { account: adminAccount });
    await userEvent.click(screen.getByTestId('go'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Task failed: NoLockOrders');
  });

  it('says so in the user’s language, from the failure’s code and values', async () => {
    setLanguage('ru');
    try {
      const api = installFakeApi();
      api.on('POST', '/api/orders/send_to_mt/', () => ({ body: { taskId: 't-7' } }));
      const noPrompt = { state: 'FAILURE', detail: 'There is no THEMATIC prompt: add one under Prompts', code: 'domains.noPrompt', values: { type: 'THEMATIC' } };
      api.on('GET', '/api/celery/task/t-7/', () => ({ body: noPrompt }));
      renderWithApp(<Probe action={exportAll} call={{}} />, { account: adminAccount });
      await userEvent.click(screen.getByTestId('go'));
      expect((await screen.findByTestId('toast')).textContent).toBe('Задача не выполнена: Нет промпта типа THEMATIC: добавьте его в «Промптах»');
    } finally {
      setLanguage('en');
    }
  });

  it('keeps an outside service’s English text as the reason inside the Russian sentence', async () => {
    setLanguage('ru');
    try {
      const api = installFakeApi();
      api.on('POST', '/api/orders/send_to_mt/', () => ({ body: { taskId: 't-8' } }));
      const reason = 'Pipedrive failed: HTTP 503';
      api.on('GET', '/api/celery/task/t-8/', () => ({ body: { state: 'FAILURE', detail: reason, code: 'integration.failed', values: { reason } } }));
      renderWithApp(<Probe action={exportAll} call={{}} />, { account: adminAccount });
      await userEvent.click(screen.getByTestId('go'));
      expect((await screen.findByTestId('toast')).textContent).toBe('Задача не выполнена: Ошибка внешнего сервиса: Pipedrive failed: HTTP 503');
    } finally {
      setLanguage('en');
    }
  });
});
