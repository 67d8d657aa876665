/** A refusal reads in the user's language from its code and values (API.md "Message codes"). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { request } from './api';
import { type ApiError, errorMessage } from './api-error';
import { i18n, setLanguage } from './i18n';
import { SnackbarProvider, useNotify } from './snackbar';

const merge = { detail: 'The orders must share the legal entity', code: 'orders.merge.differs', values: { field: 'legalEntity' }, errors: { legalEntity: ['The orders must share the legal entity'] } };

function MergeButton() {
  const notify = useNotify();
  return <button onClick={() => request('orders/merge/', { method: 'POST', body: { orders: [1, 2] } }).catch((e: unknown) => notify(errorMessage(e), 'error'))}>merge</button>;
}

async function refusalOf(body: object, status = 400): Promise<ApiError> {
  installFakeApi().on('POST', '/api/orders/merge/', () => ({ status, body }));
  return request('orders/merge/', { method: 'POST', body: {} }).then(
    () => {
      throw new Error('not refused');
    },
    (e: ApiError) => e,
  );
}

describe('a refusal in the user’s language', () => {
  beforeEach(() => setLanguage('ru'));
  afterEach(() => {
    void i18n.changeLanguage('en');
    vi.restoreAllMocks();
  });

  it('shows the refusal in Russian in the snackbar, naming the field by its Russian label, without an alert', async () => {
    installFakeApi().on('POST', '/api/orders/merge/', () => ({ status: 400, body: merge }));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18n}>
        <SnackbarProvider>
          <MergeButton />
        </SnackbarProvider>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByText('merge'));
    expect((await screen.findByTestId('toast')).textContent).toContain('У объединяемых заказов должно совпадать поле «Юрлицо»');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows a field error that repeats the refusal in Russian too', async () => {
    const refused = await refusalOf(merge);
    expect(refused.errors).toEqual({ legalEntity: ['У объединяемых заказов должно совпадать поле «Юрлицо»'] });
  });

  it('fills the values in: an order id, an export cap', async () => {
    expect((await refusalOf({ detail: 'Order 17 not found', code: 'orders.notFound', values: { id: 17 } }, 404)).message).toBe('Заказ 17 не найден');
    const cap = { detail: 'Too many rows to export: 100001; the limit is 100000. Narrow the filters.', code: 'query.tooManyRows', values: { count: 100001, limit: 100000 } };
    expect((await refusalOf(cap)).message).toBe('Слишком много строк для выгрузки: 100001; предел 100000. Сузьте фильтры.');
  });

  it('falls back to the English detail for a code the catalogue does not know', async () => {
    expect((await refusalOf({ detail: 'Something new', code: 'area.unknown', values: {} })).message).toBe('Something new');
  });

  it('reads in English when the language is English', async () => {
    await i18n.changeLanguage('en');
    expect((await refusalOf(merge)).message).toBe('The orders must share the legal entity');
  });
});
