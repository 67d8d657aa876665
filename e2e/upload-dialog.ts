/** The one upload dialog driven as a person does: open it by its button, choose the file, upload, wait for the status card's end. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads `buffer` as `name` through the dialog `testId` (opened when it is not) and returns its status card, done or failed. */
export async function uploadThroughDialog(page: Page, testId: string, name: string, buffer: Buffer) {
  const dialog = page.getByTestId(`${testId}-dialog`);
  if (!(await dialog.isVisible())) await page.getByTestId(`${testId}-upload`).click();
  await page.getByTestId(`${testId}-file`).setInputFiles({ name, mimeType: xlsxType, buffer });
  await page.getByTestId(`${testId}-send`).click();
  const status = page.getByTestId(`${testId}-status`);
  await expect(status).toHaveAttribute('data-state', /^(done|failed)$/, { timeout: 60_000 });
  return status;
}
