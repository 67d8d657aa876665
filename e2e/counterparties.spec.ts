/**
 * Counterparties in the browser: a client's legal entity created through the attacher, a legal
 * entity imported by tax number from a local DaData stub, and the responsible-user rule for a USER.
 */
import type { Page } from '@playwright/test';
import { shortBank, shortLegalParty } from '../dev/testing/dadata-samples';
import { adminApi, createUser, expect, signIn, test, unique } from './fixtures';
import { startStub, stubPort, type RunningStub } from './stubs';

const rows = (page: Page) => page.getByTestId('table-row');

async function createClientInUi(page: Page, name: string) {
  await page.goto('/clients');
  await expect(page.getByTestId('entity-table-client')).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/client\/create$/);
  const editor = page.getByTestId('entity-editor');
  await expect(editor.getByRole('combobox', { name: 'Responsible' })).toHaveValue('Super Admin');
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/clients/);
}

test('a client gets a new legal entity through the attacher, pre-filled with the client', async ({ page }) => {
  const name = unique('Client ');
  await signIn(page);
  await createClientInUi(page, name);

  await rows(page).filter({ hasText: name }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Legal entity' }).click();
  const attacher = page.getByTestId('legal-entity-attacher');
  await expect(attacher.getByText('Attach an existing legal entity')).toBeVisible();
  await attacher.getByRole('button', { name: 'Create a new legal entity' }).click();

  await expect(page).toHaveURL(/\/legalEntity\/create$/);
  const editor = page.getByTestId('entity-editor');
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(editor.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(name);
  await expect(editor.getByRole('combobox', { name: 'Client' })).toHaveValue(name);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/clients/); // back to the previous page

  await page.goto(`/legalEntities?name__cnt=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const clientColumn = headers.findIndex((h) => h.trim().startsWith('Client'));
  expect(clientColumn).toBeGreaterThanOrEqual(0);
  await expect(rows(page).first().getByRole('cell').nth(clientColumn)).toHaveText(name);

  // the attacher now goes straight to the attached entity
  await page.goto('/clients');
  await rows(page).filter({ hasText: name }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Legal entity' }).click();
  await expect(page).toHaveURL(/\/legalEntity\/\d+$/);
  await expect(page.getByTestId('entity-editor').getByRole('combobox', { name: 'Client' })).toHaveValue(name);
});

test.describe('import by tax number', () => {
  const inn = '7707083893';
  const party = shortLegalParty;
  const bank = shortBank;
  let dadata: RunningStub | null = null;

  test.beforeAll(async () => {
    if (!stubPort('DADATA')) return;
    dadata = await startStub('DADATA', (request) => {
      if (request.url.endsWith('/findById/party')) return { status: 200, body: { suggestions: [party] } };
      if (request.url.endsWith('/findById/bank')) return { status: 200, body: { suggestions: [bank] } };
      return { status: 404, body: {} };
    });
  });
  test.afterAll(async () => dadata?.close());

  test('fills the form from company and bank data and saves it', async ({ page }) => {
    test.skip(!stubPort('DADATA'), 'needs the DaData stub of the e2e global setup');
    await signIn(page);
    await page.goto('/legalEntities');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/legalEntity\/create$/);
    const editor = page.getByTestId('entity-editor');
    await editor.getByRole('button', { name: 'Import by INN' }).click();
    const dialog = page.getByTestId('import-by-inn');
    await dialog.getByRole('textbox', { name: 'INN' }).fill('77O7');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText('The value must be a nonnegative integer')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'INN' }).fill(inn);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();

    await expect(editor.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(party.data.name.full_with_opf);
    await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(party.data.name.short_with_opf);
    await expect(editor.getByRole('textbox', { name: 'CEO name' })).toHaveValue('Бендер Остап Ибрагимович');
    await expect(editor.getByRole('textbox', { name: 'INN', exact: true })).toHaveValue(inn);
    await expect(editor.getByRole('textbox', { name: 'KPP', exact: true })).toHaveValue('773601001');
    await expect(editor.getByRole('textbox', { name: 'BIK', exact: true })).toHaveValue('044525225');
    await expect(editor.getByRole('textbox', { name: 'Correspondent account' })).toHaveValue('30101810400000000225');
    expect(dadata!.requests.some((r) => r.url.endsWith('/findById/party') && r.headers.authorization === 'Token e2e-dadata-token')).toBe(true);

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item has been created')).toBeVisible();
    await expect(page).toHaveURL(/\/legalEntities/);

    // the page's own admin session (no second login)
    const list = (await (await page.request.get(`/api/legal_entities/?name__cnt=${encodeURIComponent('РОГА И КОПЫТА')}`)).json()) as {
      results: Array<{ fullname: string; ceoName: string; billingInfo: Record<string, string> }>;
    };
    expect(list.results[0]).toMatchObject({
      fullname: party.data.name.full_with_opf,
      ceoName: 'Бендер Остап Ибрагимович',
      billingInfo: { inn, kpp: '773601001', ogrn: '1027700132195', bik: '044525225', correspondentAccount: '30101810400000000225' },
    });
  });
});

test('a USER cannot change a client’s responsible user, in the form or by a direct PATCH', async ({ page, request, dataDir }) => {
  test.skip(!dataDir, 'needs the mail folder of the server (E2E_DATA_DIR)');
  const api = await adminApi(request);
  const admin = (await (await api.get('/api/accounts/current/')).json()) as { id: number };
  const email = `${unique('uma')}@example.com`;
  const password = 'User-password-1';
  const userId = await createUser(api, dataDir, email, password);
  const name = unique('Owned ');
  const created = await api.post('/api/clients/', { data: { name, user: userId } });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;

  await signIn(page, email, password);
  await page.goto('/clients');
  await rows(page).filter({ hasText: name }).click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}$`));
  const responsible = page.getByTestId('entity-editor').getByRole('combobox', { name: 'Responsible' });
  await expect(responsible).toHaveValue('Uma User');
  await expect(responsible).toBeDisabled();

  // A PATCH sent by the page itself (as from the browser's console), with the session cookie.
  const patchFromPage = (data: Record<string, unknown>) =>
    page.evaluate(
      async ([url, body]) => {
        const response = await fetch(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return { status: response.status, body: (await response.json()) as { detail?: string } };
      },
      [`/api/clients/${clientId}/`, data] as const,
    );
  const refused = await patchFromPage({ id: clientId, user: admin.id });
  expect(refused.status).toBe(403);
  expect(refused.body.detail).toBe('Only an admin or a manager may change the responsible user');
  const allowed = await patchFromPage({ id: clientId, comment: 'mine' });
  expect(allowed.status).toBe(200);
});
