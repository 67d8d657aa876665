/**
 * Layout findings of the "Month close" issue (#11, #4) at 1440×900: the month filter shows the
 * longest month whole in both languages, and the keyboard's row is visibly highlighted.
 */
import { expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test('the month filter shows "September 2026" and «сентябрь 2026» whole', async ({ page }) => {
  await signIn(page);
  await page.goto('/erirActs?date__btw=2026-09-01,2026-10-01');
  const input = page.getByTestId('acts-month').locator('input');
  await expect(input).toHaveValue('September 2026', { timeout: 45_000 });
  // The field's sections hold the shown text (the input itself is hidden in MUI X 8).
  const sections = page.getByTestId('acts-month').locator('.MuiPickersSectionList-root');
  const fits = async () => {
    const [shown, room] = await sections.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    await page.screenshot({ path: 'test-results/month-filter.png' });
    return shown <= room;
  };
  expect(await fits()).toBe(true);
  await page.getByTestId('language-switch').click();
  await expect(input).toHaveValue('сентябрь 2026');
  expect(await fits()).toBe(true);
  await page.screenshot({ path: 'test-results/month-filter-ru.png' });
  await page.getByTestId('language-switch').click();
});

test('the row the keyboard is on is highlighted', async ({ page }) => {
  await signIn(page);
  await page.goto('/users');
  const rows = page.getByTestId('table-row');
  await expect(rows.first()).toBeVisible({ timeout: 45_000 });
  const background = (index: number) => rows.nth(index).locator('td').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  const plain = await background(0);
  await rows.first().focus();
  await page.keyboard.press('Shift');
  await expect(rows.first()).toBeFocused();
  expect(await background(0)).not.toBe(plain);
  await page.screenshot({ path: 'test-results/focused-row.png' });
});

test('the inventory toolbar keeps each button on one line and Create whole, in Russian', async ({ page }) => {
  await signIn(page);
  await page.goto('/domainswl');
  await page.getByTestId('language-switch').click();
  const create = page.getByRole('button', { name: 'Создать', exact: true });
  await expect(create).toBeVisible({ timeout: 45_000 });
  const toolbar = page.getByTestId('row-count').locator('..');
  const buttons = await toolbar.locator('.MuiButton-root').evaluateAll((els) => els.map((el) => ({ text: el.textContent, height: el.getBoundingClientRect().height, clipped: el.scrollWidth > el.clientWidth })));
  await page.screenshot({ path: 'test-results/inventory-toolbar-ru.png' });
  await page.getByTestId('language-switch').click();
  for (const button of buttons) expect(button, button.text ?? '').toMatchObject({ clipped: false });
  for (const button of buttons) expect(button.height, button.text ?? '').toBeLessThan(40);
});

for (const path of ['/orders', '/payments']) {
  test(`Russian ${path.slice(1)} headers are not cut at 1440 px`, async ({ page }) => {
    await signIn(page);
    await page.goto(path);
    await page.getByTestId('language-switch').click();
    const labels = page.locator('thead th span[title]');
    await expect(labels.first()).toBeVisible({ timeout: 45_000 });
    const cut = await labels.evaluateAll((els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).map((el) => el.getAttribute('title')));
    await page.screenshot({ path: `test-results/${path.slice(1)}-ru.png` });
    await page.getByTestId('language-switch').click();
    expect(cut).toEqual([]);
  });
}
