/**
 * The task centre and the Month close screen in the browser (issue "Month close"): a task
 * started, the page reloaded, and the task seen finishing in the 'Tasks' control with its file
 * link; the Month close screen in Russian at 1440x900 (screenshot in test-results/).
 */
import { adminApi, expect, signIn, test, unique } from './fixtures';

const slow = { timeout: 60_000 };

test('a task started before a reload finishes in the task centre with its file; Month close in Russian', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = await adminApi(request);
  const name = unique('MC LE ');
  const legalEntity = await api.post('/api/legal_entities/', { data: { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } } });
  expect(legalEntity.status(), await legalEntity.text()).toBe(201);
  const contract = await api.post('/api/dsp/contract/', { data: { legalEntity: (await legalEntity.json()).id, number: unique('MC-'), date: '2026-01-10' } });
  expect(contract.status(), await contract.text()).toBe(201);
  const dspId = unique('mc-dsp-');
  const dsp = await api.post('/api/dsp/', { data: { id: dspId, name: 'MC DSP', contract: (await contract.json()).id, dspId: [dspId] } });
  expect(dsp.status(), await dsp.text()).toBe(201);
  await signIn(page);

  // The unmatched-lines export as its screen starts it, from the signed-in page.
  const taskId = await page.evaluate(async (dsp) => {
    const answer = await fetch('/api/dsp/markers/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ dsp, date: '2026-03-01' }) });
    return ((await answer.json()) as { taskId: string }).taskId;
  }, dspId);
  expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
  await page.reload();
  await page.getByTestId('task-centre').click();
  const row = page.locator(`[data-testid="task-row"][data-task-id="${taskId}"]`);
  await expect(row).toHaveAttribute('data-state', 'SUCCESS', slow);
  await expect(row.getByTestId('task-file')).toHaveAttribute('href', /\/api\/files\/temp\/\d+\/$/);
  await expect(row).toContainText('Unmatched DSP lines');
  await page.screenshot({ path: test.info().outputPath('task-centre.png') });
  await page.keyboard.press('Escape');

  await page.getByTestId('language-switch').click();
  await page.goto('/monthClose');
  await expect(page.getByTestId('month-section-publishers')).toBeVisible(slow);
  await expect(page.getByTestId('month-close')).toContainText('Закрытие месяца');
  await expect(page.getByTestId('month-section-publishers')).toContainText('Сформировано счетов');
  await page.screenshot({ path: test.info().outputPath('month-close-ru.png'), fullPage: false });
});
