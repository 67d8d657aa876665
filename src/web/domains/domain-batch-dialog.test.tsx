/** The batch upload's answer and the run-check's outcome in the user's language, from the answers' codes and values. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '../app/i18n';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { UploadButton } from '../entity/upload/UploadButton';
import { domainBatchUpload } from './domain-batch-upload';
import { DomainCheckButton } from './DomainCheckButton';

afterEach(() => setLanguage('en'));

describe('the domains’ batch upload and run-check in Russian', () => {
  it('shows the counts and each refused row in Russian, though the English texts came too', async () => {
    setLanguage('ru');
    const api = installFakeApi();
    api.on('POST', '/api/domains/batch/', () => ({
      body: {
        detail: '1 added, 0 updated',
        code: '{{added}} added, {{updated}} updated',
        values: { added: 1, updated: 0 },
        errors: ['Row 3: An IP address is not a domain name: 10.0.0.1', 'Row 4: name: Required field'],
        errorsCount: 2,
        errorsFileId: 41,
        problems: [
          { row: 3, reasons: [{ code: 'An IP address is not a domain name: {{value}}', values: { value: '10.0.0.1' } }] },
          { row: 4, reasons: [{ field: 'owner', code: 'Required field', values: {} }] },
        ],
      },
    }));
    renderWithApp(<UploadButton upload={domainBatchUpload} />);
    fireEvent.click(await screen.findByTestId('domains-batch-upload'));
    fireEvent.change(await screen.findByTestId('domains-batch-file', {}, { timeout: 10_000 }), { target: { files: [new File(['PK'], 'domains.xlsx')] } });
    fireEvent.click(screen.getByTestId('domains-batch-send'));
    const answer = await screen.findByText('Готово').then((title) => title.closest('[data-testid="domains-batch-status"]')!);
    expect(answer.textContent).toContain('Добавлено: 1, обновлено: 0');
    expect(answer.textContent).toContain('Строка 3: IP-адрес — не доменное имя: 10.0.0.1');
    expect(answer.textContent).toContain('Строка 4: Владелец: ');
    expect(answer.textContent).not.toContain('Row 3');
  });

  it('says the check runs, follows its task and shows its counts', async () => {
    setLanguage('ru');
    const api = installFakeApi();
    api.on('GET', '/api/domains/check/', () => ({ body: { detail: 'Check are running, wait.', taskId: 't-9' } }));
    api.on('GET', '/api/celery/task/t-9/', () => ({ body: { state: 'SUCCESS', detail: { detail: 'x', message: 'x', values: { available: 5, notAvailable: 2, captcha: 1 } } } }));
    renderWithApp(<DomainCheckButton onDone={() => undefined} />);
    fireEvent.click(await screen.findByTestId('domains-check'));
    expect(await screen.findByText('Проверка завершена! Доступны: 5, недоступны: 2, с капчей: 1')).toBeTruthy();
  });
});
