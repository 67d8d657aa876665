/**
 * A date column's range filter shows its whole dates at 1440×900 in both languages (issue
 * "Month close" review: the orders' report date showed "01.11.202" in its 120 px column): the
 * column takes its width from its filter, for every table.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

/**
 * Each date shown in the filter: its text and whether it is seen whole, with the calendar button:
 * nothing of the field reaches past its header cell's padding (the cell clips it).
 */
async function shownDates(page: Page, column: string) {
  const sections = page.getByTestId(`filter-${column}`).locator('.MuiPickersSectionList-root');
  await expect(sections.first()).toBeVisible({ timeout: 45_000 });
  return sections.evaluateAll((els) =>
    els.map((el) => {
      const cell = el.closest('th')!.getBoundingClientRect();
      const field = el.closest('.MuiPickersInputBase-root')!;
      const button = field.querySelector('button[aria-label*="date" i], button[aria-label*="дат" i]');
      const right = Math.max(el.getBoundingClientRect().right, button?.getBoundingClientRect().right ?? 0);
      return { text: el.textContent, fits: el.scrollWidth <= el.clientWidth + 1 && !!button && right <= cell.right - 4 };
    }),
  );
}

for (const [path, column, search] of [
  ['/orders', 'dateReport', 'dateReport__btw=2026-11-01,2026-12-01'],
  ['/contracts', 'date', 'date__btw=2026-11-01,2026-12-01'],
] as const) {
  test(`${path}: the ${column} filter shows 01.11.2026 and 30.11.2026 whole, in English and in Russian`, async ({ page }) => {
    // A desktop's fine pointer (headless Chromium reports none): the pickers show their calendar button.
    await page.addInitScript(() => {
      const media = window.matchMedia.bind(window);
      const fine = (query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
      window.matchMedia = (query: string) => (query.includes('pointer: fine') ? (fine(query) as unknown as MediaQueryList) : media(query));
    });
    await signIn(page);
    await page.goto(`${path}?${search}`);
    const english = await shownDates(page, column);
    await page.screenshot({ path: `test-results/date-filter${path.replace('/', '-')}.png` });
    expect(english).toEqual([
      { text: '11/01/2026', fits: true },
      { text: '11/30/2026', fits: true },
    ]);
    await page.getByTestId('language-switch').click();
    await expect(page.getByTestId(`filter-${column}`).locator('.MuiPickersSectionList-root').first()).toHaveText('01.11.2026');
    const russian = await shownDates(page, column);
    await page.screenshot({ path: `test-results/date-filter${path.replace('/', '-')}-ru.png` });
    await page.getByTestId('language-switch').click();
    expect(russian).toEqual([
      { text: '01.11.2026', fits: true },
      { text: '30.11.2026', fits: true },
    ]);
  });
}
