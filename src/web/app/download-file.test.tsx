/**
 * A finished task that names no file says "No file id returned!" (spec 2 §5, §8) through the one
 * shared check, in the user's language, on every button that downloads a task's file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CustomListButton } from '../domains/CustomListButton';
import { SuperAdminOrderButtons } from '../sales/SuperAdminOrderButtons';
import { installFakeApi } from '../test/fake-api';
import { renderWithApp } from '../test/render';
import { i18n } from './i18n';

afterEach(() => i18n.changeLanguage('en'));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('a task that names no file', () => {
  it('is checked in download-file.ts only, not by each screen', () => {
    const web = path.resolve(import.meta.dirname, '..');
    const own = sources(web).filter((file) => !file.endsWith(path.join('app', 'download-file.ts')) && readFileSync(file, 'utf8').includes('No file id returned!'));
    expect(own.map((file) => path.relative(web, file))).toEqual([]);
  });

  it('the custom-list check says so in Russian', async () => {
    await i18n.changeLanguage('ru');
    const api = installFakeApi();
    api.on('POST', '/api/domains/wl/custom/', () => ({ body: { taskId: 'custom-1' } }));
    api.on('GET', '/api/celery/task/custom-1/', () => ({ body: { state: 'SUCCESS', detail: {} } }));
    renderWithApp(<CustomListButton />);
    fireEvent.click(await screen.findByTestId('wl-custom'));
    fireEvent.change(await screen.findByTestId('wl-custom-text'), { target: { value: 'example.com' } });
    fireEvent.click(screen.getByTestId('wl-custom-run'));
    expect(await screen.findByText('Сервер не вернул файл!', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);

  it('the margin table export says so in English', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/orders/send_to_mt/', () => ({ body: { taskId: 'mt-1' } }));
    api.on('GET', '/api/celery/task/mt-1/', () => ({ body: { state: 'SUCCESS', detail: { fileId: null } } }));
    renderWithApp(<SuperAdminOrderButtons onChanged={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Margin Table' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No file id returned!', {}, { timeout: 10_000 })).toBeTruthy();
  }, 30_000);
});
