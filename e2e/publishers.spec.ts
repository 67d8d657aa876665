/**
 * The publisher side in the browser (spec 2 §2.2): panels synced from the analytics database's
 * `panels` table with "Sync with panel", a non-media spreadsheet uploaded (the good row taken,
 * the bad one named), and a publisher contract created in its dialog, after which the table
 * shows that contract's number. The panel rows are written into the embedded analytics database
 * of a data directory of the spec's own before its server starts (no other process may hold it).
 */
import { adminApi, expect, pick, signIn, typeDate, unique } from './fixtures';
import { spreadsheet, testWithAnalytics } from './analytics-server';
import { uploadThroughDialog } from './upload-dialog';

const panelRows = [
  { id: 'e2e-pan-1', name: 'E2E panel one', email: 'one@panel.example', status: 'ACTIVE', places: 4, in_monkey: 1 },
  { id: 'e2e-pan-2', name: 'E2E panel two', email: 'two@panel.example', status: 'BLOCKED', places: 0, in_monkey: 0 },
];

const publishersTest = testWithAnalytics('publishers', { panels: panelRows });

/** Screens and tasks on a machine shared with much else: first loads may take a while. */
const slow = { timeout: 60_000 };

publishersTest('sync panels, upload non-media, create a publisher contract and see the table filtered by its number', async ({ page, request }) => {
  publishersTest.setTimeout(400_000);
  const api = await adminApi(request);
  const legalEntityName = unique('Publisher LE ');
  const legalEntity = await api.post('/api/legal_entities/', { data: { fullname: `OOO ${legalEntityName}`, name: legalEntityName, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } } });
  expect(legalEntity.status(), await legalEntity.text()).toBe(201);
  const source = await api.post('/api/publishers/nonmedia/', { data: { id: 'nm-e2e', name: 'E2E radio' } });
  expect(source.status(), await source.text()).toBe(201);
  await signIn(page);

  // Panels: no create button, no row menu; the sync brings the panel system's accounts.
  await page.goto('/panelPublishers');
  await expect(page.getByTestId('entity-table-panel')).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await page.getByTestId('sync-panels').click();
  await expect(page.getByText('Sync completed successfully')).toBeVisible(slow);
  await expect(page.getByTestId('table-row')).toHaveCount(2, slow);
  await expect(page.getByTestId('table-row').filter({ hasText: 'E2E panel one' })).toContainText('one@panel.example');
  await page.getByTestId('table-row').filter({ hasText: 'E2E panel two' }).click({ button: 'right' });
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Non-media: the good row is taken, the bad one named with its row number.
  await page.goto('/externalPublishers');
  await expect(page.getByTestId('entity-table-nonMedia')).toBeVisible(slow);
  const nonMediaStatus = await uploadThroughDialog(
    page,
    'nonmedia',
    'figures.xlsx',
    await spreadsheet([
      ['nonmedia_id', 'date', 'impressions', 'amount'],
      ['nm-e2e', '2026-03-01', 1200, 340.5],
      ['nm-nowhere', '2026-03-01', 1, 1],
    ]),
  );
  await expect(page.getByTestId('toast')).toContainText('Rows taken: 1. Done, errors: 1');
  await expect(nonMediaStatus).toContainText('Row 3: unknown non-media source nm-nowhere');
  await page.getByTestId('nonmedia-dialog').getByRole('button', { name: 'Close', exact: true }).click();

  // A publisher contract in its dialog (700 px at most); after the save the table shows its number only.
  const number = unique('PUB-');
  await page.goto('/publisherContract');
  await expect(page.getByTestId('entity-table-publisherContract')).toBeVisible(slow);
  await page.getByRole('button', { name: 'Create' }).click();
  const editor = page.getByTestId('entity-editor');
  const paper = editor.locator('.MuiDialog-paper');
  expect((await paper.boundingBox())?.width).toBeLessThanOrEqual(700);
  await expect(editor.getByRole('combobox', { name: 'Organisation', exact: true })).toHaveValue('Publisher billing organisation');
  await expect(editor.getByRole('textbox', { name: 'Payment delay, days', exact: true })).toHaveValue('60');
  await pick(editor, page, 'Legal entity', legalEntityName);
  await editor.getByRole('textbox', { name: 'Number', exact: true }).fill(number);
  await typeDate(editor, page, 'Signing date', '2026-02-01');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible(slow);
  await expect(page).toHaveURL(new RegExp(`[?&]number=${number}`));
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByTestId('table-row').first()).toContainText(number);
});
