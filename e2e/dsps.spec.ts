/**
 * The DSP side in the browser (spec 2 §2.3): a DSP spreadsheet uploaded on the missed-markers
 * screen (the good lines taken, the bad one named), the DSP invoices of that month generated from
 * the analytics database's `dsp_stats` through the month dialog, and the missed-marker row then
 * showing its budget, the invoice's budget and the difference. The `dsp_stats` rows are written
 * into the embedded analytics database of a data directory of the spec's own before its server
 * starts (no other process may hold it).
 */
import { adminApi, expect, signIn, typeMonth, unique } from './fixtures';
import { spreadsheet, testWithAnalytics } from './analytics-server';
import { uploadThroughDialog } from './upload-dialog';

const dspStats = [
  { day: '2026-03-02', dsp_id: 'e2e-dsp-a', marker: 'e2e-m1', domain: 'a.example', impressions: 1000, amount: 80 },
  { day: '2026-03-09', dsp_id: 'e2e-dsp-b', marker: 'e2e-m2', domain: 'a.example', impressions: 500, amount: 40.5 },
];

const dspsTest = testWithAnalytics('dsps', { dsp_stats: dspStats });

/** Screens and tasks on a machine shared with much else: first loads may take a while. */
const slow = { timeout: 60_000 };

dspsTest('upload a DSP file, generate the month\'s DSP invoices and see budget, invoice budget and difference', async ({ page, request }) => {
  dspsTest.setTimeout(400_000);
  const api = await adminApi(request);
  const name = unique('DSP LE ');
  const legalEntity = await api.post('/api/legal_entities/', { data: { fullname: `OOO ${name}`, name, legalForm: 'LEGAL', billingInfo: { inn: '7707083893' } } });
  expect(legalEntity.status(), await legalEntity.text()).toBe(201);
  const contract = await api.post('/api/dsp/contract/', { data: { legalEntity: (await legalEntity.json()).id, number: unique('DSP-'), date: '2026-01-10' } });
  expect(contract.status(), await contract.text()).toBe(201);
  const dsp = await api.post('/api/dsp/', { data: { id: 'e2e-dsp', name: 'E2E DSP', contract: (await contract.json()).id, dspId: ['e2e-dsp-a', 'e2e-dsp-b'] } });
  expect(dsp.status(), await dsp.text()).toBe(201);
  await signIn(page);

  // The DSP's file: the good lines taken, the bad one named by its row.
  await page.goto('/missedMarkers?date__btw=2026-03-01,2026-04-01');
  await expect(page.getByTestId('entity-table-dspMissedMarker')).toBeVisible(slow);
  const status = await uploadThroughDialog(
    page,
    'dsp-info',
    'dsp.xlsx',
    await spreadsheet([
      ['dsp_id', 'date', 'marker', 'impressions', 'budget'],
      ['e2e-dsp-a', '2026-03-02', 'e2e-m1', 1000, 100],
      ['e2e-dsp', '2026-03-09', 'e2e-m2', 500, 50.25],
      ['nobody', '2026-03-09', 'e2e-m2', 1, 1],
    ]),
  );
  await expect(page.getByTestId('toast')).toContainText('Rows taken: 2. Done, errors: 1');
  await expect(status).toContainText('Row 4: unknown DSP nobody');
  await page.getByTestId('dsp-info-dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('table-row')).toHaveCount(1, slow);
  await expect(page.getByTestId('table-row').first()).toContainText('150.25');

  // The month's invoices from dsp_stats: DSP amount 120.50, the DSP's stated 150.25 invoiced.
  await page.goto('/dspInvoices?date__btw=2026-03-01,2026-04-01');
  await expect(page.getByTestId('entity-table-dspInvoice')).toBeVisible(slow);
  await page.getByTestId('generate-dsp-invoices').click();
  await typeMonth(page, 'dsp-invoices-month', '2026-03');
  await page.getByTestId('generate-dsp-invoices-confirm').click();
  await expect(page.getByText('Invoices generation complete')).toBeVisible(slow);
  await expect(page.getByTestId('table-row')).toHaveCount(1, slow);
  const invoice = page.getByTestId('table-row').first();
  await expect(invoice).toContainText('E2E DSP');
  await expect(invoice).toContainText('120.50');
  await expect(invoice).toContainText('150.25');

  // The missed-marker row: budget 150.25, invoice budget 150.25, difference 0.
  await page.goto('/missedMarkers?date__btw=2026-03-01,2026-04-01');
  await expect(page.getByTestId('table-row')).toHaveCount(1, slow);
  const row = page.getByTestId('table-row').first();
  await expect(row).toContainText('E2E DSP');
  await expect(row).toContainText(/150\.25[\s\S]*150\.25[\s\S]*0\.00/);
});
