/** The one upload dialog's states: template, progress, the failure card, the success toast with counts, the errors log. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '../../app/i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { spreadsheetUpload, type UploadDeclaration } from './upload-declaration';
import { UploadButton } from './UploadButton';

afterEach(() => setLanguage('en'));

const upload: UploadDeclaration = spreadsheetUpload('erir/dsp_info/', 'dsp_info_template.xlsx', {
  title: 'Upload DSP file',
  testId: 'sheet',
  fields: [{ name: 'replace', label: 'Replace', kind: 'boolean' }],
});

const sheet = (name = 'march.xlsx') => new File(['PK'], name);

async function openAndChoose(file: File) {
  renderWithApp(<UploadButton upload={upload} />);
  fireEvent.click(await screen.findByTestId('sheet-upload'));
  fireEvent.change(await screen.findByTestId('sheet-file', {}, { timeout: 10_000 }), { target: { files: [file] } });
}

const status = () => screen.getByTestId('sheet-status');

describe('the upload dialog', () => {
  it('offers the template to download under its own name', async () => {
    installFakeApi();
    renderWithApp(<UploadButton upload={upload} />);
    fireEvent.click(await screen.findByTestId('sheet-upload'));
    const link = await screen.findByTestId('sheet-template', {}, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/api/erir/dsp_info/template/');
    expect(link.getAttribute('download')).toBe('dsp_info_template.xlsx');
    expect(link.textContent).toBe('Download the template');
  });

  it('shows the progress while the file goes up, then the server’s refusal under «Ошибка», and clears the file', async () => {
    setLanguage('ru');
    const api = installFakeApi();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.on('POST', '/api/erir/dsp_info/', () => new Promise((resolve) => (answer = resolve)));
    await openAndChoose(sheet());
    fireEvent.click(screen.getByTestId('sheet-send'));
    await waitFor(() => expect(status().dataset.state).toBe('uploading'));
    expect(status().textContent).toContain('Загружается march.xlsx');
    expect(within(status()).getByRole('progressbar')).toBeTruthy();
    answer({ status: 400, body: { detail: 'File must be .xlsx', code: 'files.wrongType', values: { extensions: '.xlsx' } } });
    await waitFor(() => expect(status().dataset.state).toBe('failed'));
    expect(status().textContent).toContain('Ошибка');
    expect(status().textContent).not.toContain('File must be');
    expect(screen.getByTestId('sheet-file-name').textContent).toBe('Файл не выбран');
    expect((screen.getByTestId('sheet-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a file of another type without sending it', async () => {
    const api = installFakeApi();
    await openAndChoose(sheet('march.csv'));
    expect(status().dataset.state).toBe('failed');
    expect(status().textContent).toContain('File must be .xlsx');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('on success toasts the detail, «Готово» and the number of errors, lists the first errors and links the errors log', async () => {
    setLanguage('ru');
    const api = installFakeApi();
    const problems = Array.from({ length: 25 }, (_, index) => ({ key: 'Row {{row}}: unknown DSP {{id}}', values: { row: index + 2, id: `x${index}` } }));
    api.on('POST', '/api/erir/dsp_info/', () => ({
      body: { detail: 'Rows taken: 3', taken: 3, errors: problems.map((p) => `Row ${p.values.row}: unknown DSP ${p.values.id}`), problems, errorsCount: 1025, errorsFileId: 77 },
    }));
    await openAndChoose(sheet());
    fireEvent.click(screen.getByTestId('sheet-send'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Принято строк: 3. Готово, ошибок: 1025');
    // A success toast (a warning one is hidden from whoever turned warnings off).
    expect(toast.className).toContain('MuiAlert-filledSuccess');
    await waitFor(() => expect(status().dataset.state).toBe('done'));
    expect(status().textContent).toContain('Готово');
    expect(status().textContent).toContain('Ошибок: 1025');
    const listed = within(screen.getByTestId('sheet-problems')).getAllByRole('listitem');
    expect(listed).toHaveLength(21);
    expect(listed[0].textContent).toBe('Строка 2: неизвестная DSP x0');
    expect(listed[20].textContent).toBe('…и ещё 1005');
    const log = screen.getByTestId('sheet-errors-log');
    expect(log.getAttribute('href')).toBe('/api/files/temp/77/');
    expect(log.getAttribute('download')).toBe('march_errors.log');
    expect(log.textContent).toBe('Скачать march_errors.log');
    const sent = api.last('POST', '/api/erir/dsp_info/')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('march.xlsx');
    expect(sent.get('name')).toBe('march.xlsx');
    expect(sent.get('replace')).toBe('false');
  });

  it('without errors says so and offers no errors log', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/erir/dsp_info/', () => ({ body: { detail: 'Rows taken: 2', taken: 2, errors: [], problems: [], errorsCount: 0, errorsFileId: null } }));
    await openAndChoose(sheet());
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('sheet-send'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Rows taken: 2. Done, errors: 0');
    await waitFor(() => expect(status().dataset.state).toBe('done'));
    expect(screen.queryByTestId('sheet-errors-log')).toBeNull();
    expect(screen.queryByTestId('sheet-problems')).toBeNull();
    expect((api.last('POST', '/api/erir/dsp_info/')!.body as FormData).get('replace')).toBe('true');
  });
});
