import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import PublisherInvoicesScreen from '../publishers/PublisherInvoicesScreen';

describe('a hand-made publisher invoice (issue "Month close" 14)', () => {
  it("fills VAT from the chosen publisher's contract, and the amount with VAT follows it", async () => {
    const api = installFakeApi();
    api.on('GET', '/api/publishers/invoices/', () => ({ body: { count: 0, total: {}, results: [] } }));
    api.on('GET', '/api/publishers/short/', () => ({ body: [{ v: 9, t: 'Pub Nine' }] }));
    api.on('GET', '/api/publishers/9/', () => ({ body: { id: 9, name: 'Pub Nine', contract: 3 } }));
    api.on('GET', '/api/publisher_contracts/3/', () => ({ body: { id: 3, number: 'C-3', nds: 10 } }));
    renderWithApp(<PublisherInvoicesScreen />, { path: '/psspInvoices', route: '/psspInvoices' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    const amount = dialog.querySelector('input[name="amountWithoutNds"]') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1000' } });
    fireEvent.blur(amount);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Publisher/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pub Nine' }));
    const nds = dialog.querySelector('input[name="nds"]') as HTMLInputElement;
    await waitFor(() => expect(nds.value).toBe('10'), { timeout: 10_000 });
    await waitFor(() => expect((dialog.querySelector('input[name="amountWithNds"]') as HTMLInputElement).value).toMatch(/^1,?100\.00$/));
  }, 60_000);
});
