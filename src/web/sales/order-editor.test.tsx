/**
 * The order editor's pickers (spec 1 §4, §5, §8): the department picker offers only the AdX
 * department to an AdX order and every other department to any other order; choosing a brand
 * makes its responsible user the order's, or warns that the brand has none; Enter in the client
 * picker creates the typed client when none matches (spec 1 §5, declared `creatable`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { i18n } from '../app/i18n';
import OrderEditorScreen from './OrderEditorScreen';

const stored = {
  id: 17, name: 'Spring', number: '2026-00017', status: 'PREPARED', client: 3, clientName: 'Acme', contract: 9, contractName: 'C-9', brand: 4, brandName: 'Cola',
  vertical: 6, verticalName: 'Soda', country: 129, responsible: 1, responsibleName: 'Ada Admin', department: 1, dateReport: '2026-03-01', dateStart: '2026-03-01',
  dateEnd: '2026-03-31', site: 'acme.example', nds: 20, currency: 'RUB', ord: 'OTM', isAdx: false, updatedAt: '2026-03-02T10:00:00Z',
};

function orderApi(model: Record<string, unknown>): FakeApi {
  const api = installFakeApi();
  api.on('GET', '/api/orders/17/', () => ({ body: model }));
  api.on('GET', /\/short\/$/, () => ({ body: [] }));
  api.on('GET', '/api/brands/short/', () => ({ body: [{ v: 4, t: 'Cola' }, { v: 8, t: 'Fanta' }, { v: 10, t: 'Sprite' }] }));
  api.on('GET', '/api/accounts/short/', () => ({ body: [{ v: 1, t: 'Ada Admin' }, { v: 12, t: 'Bob Brand' }] }));
  return api;
}

async function departmentOptions(): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Department/ }));
  const options = (await screen.findByRole('listbox')).querySelectorAll('[role="option"]');
  const texts = [...options].map((o) => o.textContent ?? '');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return texts;
}

async function chooseBrand(name: string) {
  const picker = await screen.findByRole('combobox', { name: /^Brand/ });
  fireEvent.mouseDown(picker);
  fireEvent.click(await within(await screen.findByRole('listbox')).findByText(name));
}

afterEach(() => void i18n.changeLanguage('en'));

describe('order editor: the AdX department in the picker', () => {
  it('offers every department but AdX to an order whose contract is not AdX', async () => {
    orderApi(stored);
    renderWithApp(<OrderEditorScreen />, { path: '/order/17', route: '/order/:id' });
    expect(await departmentOptions()).toEqual(['Sales']);
  });

  it('offers only the AdX department to an AdX order', async () => {
    orderApi({ ...stored, isAdx: true, department: 5 });
    renderWithApp(<OrderEditorScreen />, { path: '/order/17', route: '/order/:id' });
    expect(await departmentOptions()).toEqual(['AdX']);
  });
});

describe('order editor: the brand responsible user', () => {
  it("takes the chosen brand's responsible user", async () => {
    const api = orderApi(stored);
    api.on('GET', '/api/brands/8/', () => ({ body: { id: 8, name: 'Fanta', user: 12, userName: 'Bob Brand' } }));
    renderWithApp(<OrderEditorScreen />, { path: '/order/17', route: '/order/:id' });
    await chooseBrand('Fanta');
    await waitFor(() => expect(api.last('GET', '/api/brands/8/')).toBeTruthy());
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Responsible/ }) as HTMLInputElement).value).toBe('Bob Brand'), { timeout: 5000 });
  });

  it('warns in the user\'s language when the brand has none', async () => {
    const api = orderApi(stored);
    api.on('GET', '/api/brands/10/', () => ({ body: { id: 10, name: 'Sprite', user: null } }));
    renderWithApp(<OrderEditorScreen />, { path: '/order/17', route: '/order/:id' });
    await chooseBrand('Sprite');
    expect((await screen.findByTestId('toast')).textContent).toBe('No found Responsible User for selected Brand');
    await i18n.changeLanguage('ru');
    expect((await screen.findByTestId('toast')).textContent).toBe('Не найден ответственный пользователь для выбранного бренда');
    expect((screen.getByRole('combobox', { name: /^Ответственный/ }) as HTMLInputElement).value).toBe('Ada Admin');
  });
});

describe('order editor: create-on-Enter', () => {
  it('creates the typed client when none matches, and chooses it', async () => {
    const api = orderApi(stored);
    api.on('POST', '/api/clients/', (req) => ({ status: 201, body: { id: 31, ...(req.body as object) } }));
    renderWithApp(<OrderEditorScreen />, { path: '/order/17', route: '/order/:id' });
    const picker = (await screen.findByRole('combobox', { name: /^Client/ })) as HTMLInputElement;
    fireEvent.change(picker, { target: { value: 'Globex' } });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(api.last('POST', '/api/clients/')?.body).toEqual({ name: 'Globex' }));
    await waitFor(() => expect(picker.value).toBe('Globex'));
  });
});
