/**
 * Editor tabs: the form is the Summary tab, a fields tab takes its fields off Summary, a child
 * tab shows the child's table filtered by the record, the history panel reads as who, when and
 * field, before, after; derived fields preview what the server will store as the person types.
 */
import { roundMoney } from '../../../domain/core/money';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defineEntity } from '../../../domain/core/entity';
import { installFakeApi } from '../../test/fake-api';
import { adminAccount, renderWithApp } from '../../test/render';
import { EntityEditorPage } from '../EntityEditorPage';
import { EntityHistory } from './EntityHistory';

const bill = defineEntity({
  name: 'holding',
  area: 'test',
  path: 'holdings/',
  table: 'holdings',
  display: 'name',
  children: [{ entity: 'client', via: 'holding' }],
  fields: {
    name: { kind: 'string', required: true },
    price: { kind: 'money' },
    amount: { kind: 'int' },
    total: { kind: 'money', computed: { derived: true } },
    note: { kind: 'text' },
  },
  derive: (model) => ({ total: roundMoney((model.price ?? 0) * (model.amount ?? 0)) }),
});

const tabs = [
  { label: 'Events', panel: (id: number | string) => <EntityHistory entity={bill} id={id} /> },
  { label: 'Products', child: 'client' },
  { label: 'Domain info', fields: ['note'] },
] as const;

describe('editor tabs', () => {
  it('moves fields, child tables and panels onto their tabs and keeps the typing across tabs', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings/4/', () => ({ body: { id: 4, name: 'Group', price: 2, amount: 3, total: 6, note: 'white list', updatedAt: '2026-01-01T00:00:00Z' } }));
    api.on('GET', '/api/clients/', () => ({ body: { count: 1, total: {}, results: [{ id: 11, name: 'Child client', holding: 4 }] } }));
    api.on('GET', '/api/holdings/4/history/', () => ({
      body: [{ id: 1, action: 'update', user: 1, userName: 'Super Admin', at: '2026-01-02T10:00:00Z', changes: { name: ['Old group', 'Group'], price: [1, 2] } }],
    }));
    renderWithApp(<EntityEditorPage entity={bill} id={4} options={{ tabs }} />, { account: adminAccount });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    fireEvent.change(name, { target: { value: 'Renamed' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Domain info' }));
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Products' }));
    expect(await screen.findByText('Child client')).toBeTruthy();
    expect(api.last('GET', '/api/clients/')?.query.get('holding')).toBe('4');

    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByText(/Super Admin/)).toBeTruthy();
    expect(within(entry).getByTestId('history-change-name').textContent).toBe('NameOld groupGroup');
    expect(within(entry).getByTestId('history-change-price').textContent).toBe('Price1.002.00');

    fireEvent.click(screen.getByRole('tab', { name: 'Summary' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Renamed');
  });

  it('previews derived values from the typed ones, on create too, read-only money in the user’s format', async () => {
    installFakeApi();
    renderWithApp(<EntityEditorPage entity={bill} id="create" options={{ tabs }} />, { account: adminAccount });
    const price = await screen.findByRole('textbox', { name: 'Price' });
    fireEvent.change(price, { target: { value: '123.45' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Volume' }), { target: { value: '10' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Total' }) as HTMLInputElement).value).toBe('1,234.50'));
    expect(screen.queryByRole('tab', { name: 'Products' })).toBeNull();
  });
});
