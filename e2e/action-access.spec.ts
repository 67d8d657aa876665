/**
 * Every declared action with a button, as USER, MANAGER, ADMIN and the super admin: the button
 * is shown and enabled exactly where the server accepts the call. The expectation is computed
 * from the same declarations (access, availableFor) the server enforces, and each is confirmed
 * by calling the API as that role: a refused call is 403; an accepted one with a deliberately
 * invalid body gets past the access check to 400 (so nothing changes), except the clone of a
 * locked order, which really runs where it is allowed.
 */
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { hasAccess, type Actor, type Role } from '../src/domain/core/access';
import { actionVerdict, type ActionDef, type ActionVerdict } from '../src/domain/core/actions/action';
import { generateErirActs, sendErirActs, startEstatsAction } from '../src/domain/registry-acts/registry-act-actions';
import { cloneOrder, lockOrders, mergeOrders, sendToMarginTable, setOrderPaid, splitOrders } from '../src/domain/sales/sales-actions';
import { adminApi, adminEmail, adminPassword, createUser, expect, signIn, test, unique } from './fixtures';

test.describe.configure({ mode: 'serial' });

interface Person {
  name: string;
  actor: Actor;
  email: string;
  password: string;
  /** A locked order this person is responsible for, and the unique text of its name. */
  order?: number;
  orderName?: string;
}

const password = 'Action-access-1';
const person = (name: string, role: Role, isSuperAdmin = false): Person => ({
  name,
  actor: { id: 0, role, isSuperAdmin, department: 1 },
  email: isSuperAdmin ? adminEmail : `${unique(name.toLowerCase().replace(' ', ''))}@example.com`,
  password: isSuperAdmin ? adminPassword : password,
});
const people = [person('USER', 'USER'), person('MANAGER', 'MANAGER'), person('ADMIN', 'ADMIN'), person('super admin', 'ADMIN', true)];
const month = new Date().toISOString().slice(0, 7);

async function created(api: APIRequestContext, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const answer = await api.post(`/api/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** A locked order of the current month with `responsible` as its responsible, made by the super admin. */
async function lockedOrder(api: APIRequestContext, responsible: number): Promise<{ id: number; name: string }> {
  const me = (await (await api.get('/api/accounts/current/')).json()) as { id: number };
  const name = unique('Access ');
  const client = await created(api, 'clients/', { name, type: 'DIRECT', user: me.id });
  const legalEntity = await created(api, 'legal_entities/', { fullname: `OOO ${name}`, name: `LE ${name}`, legalForm: 'LEGAL', client: client.id, billingInfo: { inn: '7701234567' } });
  const pipe = await created(api, 'brands/pipe/', { name: `CRM ${name}` });
  const brand = await created(api, 'brands/', { name: `Brand ${name}`, pipeOrganization: pipe.id });
  const vertical = await created(api, 'brands/vertical/', { name: `Vertical ${name}`, brand: brand.id });
  const contract = await created(api, 'contracts/', { responsible: me.id, legalEntity: legalEntity.id, date: '2025-01-01', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, postponeDays: 0 });
  const order = await created(api, 'orders/', { name, client: client.id, legalEntity: legalEntity.id, contract: contract.id, brand: brand.id, vertical: vertical.id, site: 'https://access.example', responsible, department: 1 });
  const locked = await api.patch(`/api/orders/${order.id}/`, { data: { isLocked: true } });
  expect(locked.status(), await locked.text()).toBe(200);
  return { id: order.id, name };
}

/** The call as this person: 403 when refused, otherwise past the access check (400 for an invalid body). */
async function expectServer(api: APIRequestContext, action: ActionDef, verdict: ActionVerdict, request: () => ReturnType<APIRequestContext['get']>, accepted = 400) {
  const status = (await request()).status();
  expect(status, `${action.method} ${action.path}`).toBe(verdict.shown && verdict.enabled ? accepted : 403);
}

async function expectButton(locator: ReturnType<Page['getByRole']>, verdict: ActionVerdict, what: string) {
  if (!verdict.shown) return expect(locator, `${what} hidden`).toHaveCount(0);
  await expect(locator, `${what} shown`).toBeVisible();
  if (verdict.enabled) await expect(locator, `${what} enabled`).toBeEnabled();
  else await expect(locator, `${what} disabled`).toBeDisabled();
}

async function signedIn(browser: Browser, playwright: PlaywrightWorkerArgs['playwright'], who: Person): Promise<{ page: Page; api: APIRequestContext }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  // API calls signed in by the page's cookie, sent as the app's own page sends them.
  const api = await playwright.request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: await context.storageState(),
    extraHTTPHeaders: { 'sec-fetch-site': 'same-origin' },
  });
  return { page, api };
}

test.beforeAll(async ({ request, dataDir }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const departments = (await (await api.get('/api/accounts/departments/')).json()) as { count: number };
  if (!departments.count) await created(api, 'accounts/departments/', { name: 'Sales' });
  const me = (await (await api.get('/api/accounts/current/')).json()) as { id: number };
  for (const who of people) {
    if (who.actor.isSuperAdmin) who.actor.id = me.id;
    else if (dataDir) who.actor.id = await createUser(api, dataDir, who.email, who.password, who.actor.role);
    if (who.actor.id) ({ id: who.order, name: who.orderName } = await lockedOrder(api, who.actor.id));
  }
});

for (const who of people) {
  test(`the actions of the orders, acts and statistics screens as ${who.name}`, async ({ browser, playwright, dataDir }) => {
    test.skip(!who.actor.isSuperAdmin && !dataDir, 'needs the mail folder of the server (E2E_DATA_DIR) to create users');
    test.setTimeout(120_000);
    const { page, api } = await signedIn(browser, playwright, who);
    const actor = who.actor;
    const order = (await (await api.get(`/api/orders/${who.order}/`)).json()) as Record<string, unknown>;
    expect(order.isLocked).toBe(true);

    // The orders screen's toolbar.
    await page.goto(`/orders?dateReport__btw=${month}-01,2100-01-01&name__cnt=${encodeURIComponent(who.orderName ?? '')}`);
    // Until the first answer the table shows a page of placeholder rows; this machine may be slow.
    await expect(page.getByTestId('table-row')).toHaveCount(1, { timeout: 30_000 });
    for (const [action, label, body] of [
      [lockOrders, 'Lock orders', [1]],
      [sendToMarginTable, 'Export to Margin Table', { date: 'not a month' }],
    ] as const) {
      const verdict = actionVerdict(action, actor);
      await expectButton(page.getByRole('button', { name: label }), verdict, label);
      await expectServer(api, action, verdict, () => api.post(`/api/${action.path}`, { data: body }));
    }
    // Merge needs ticked rows: shown whenever the access allows it.
    const merge = actionVerdict(mergeOrders, actor);
    await expect(page.getByRole('button', { name: 'Merge' })).toHaveCount(merge.shown ? 1 : 0);
    await expectServer(api, mergeOrders, merge, () => api.post('/api/orders/merge/', { data: { orders: [] } }));

    // The row menu of the locked, unpaid order.
    await page.getByTestId('table-row').first().click({ button: 'right' });
    for (const [action, label, body] of [
      [splitOrders, 'Split', { orders: [] }],
      [setOrderPaid, 'Set paid', { order: 'x' }],
    ] as const) {
      const verdict = actionVerdict(action, actor, order);
      await expectButton(page.getByRole('menuitem', { name: label }), verdict, label);
      await expectServer(api, action, verdict, () => api.post(`/api/${action.path}`, { data: body }));
    }
    const clone = actionVerdict(cloneOrder, actor, order);
    await expectButton(page.getByRole('menuitem', { name: 'Clone' }), clone, 'Clone');
    if (clone.shown && !clone.enabled) await expect(page.getByRole('menuitem', { name: 'Clone' })).toContainText('Locked order can not be cloned');
    await page.keyboard.press('Escape');
    await expectServer(api, cloneOrder, clone, () => api.post('/api/orders/clone/', { data: { order: who.order } }), 201);

    // The ERIR screens are the super admin's (spec 2 §2.8); their buttons follow their actions.
    const erirScreens = hasAccess('superAdmin', actor);
    await expect(page.getByRole('link', { name: 'Order acts' })).toHaveCount(erirScreens ? 1 : 0);
    await expect(page.getByRole('link', { name: 'ERIR statistics' })).toHaveCount(erirScreens ? 1 : 0);
    for (const [action, testId] of [
      [generateErirActs, 'generate-acts'],
      [sendErirActs, 'send-acts'],
    ] as const) {
      const verdict = actionVerdict(action, actor);
      if (erirScreens) {
        await page.goto('/erirActs');
        await expect(page.getByTestId(testId)).toHaveCount(verdict.shown ? 1 : 0);
      }
      const call = action.method === 'POST' ? api.post(`/api/${action.path}?date=bad`) : api.get(`/api/${action.path}?date=bad`);
      expect((await call).status(), action.path).toBe(verdict.shown ? 400 : 403);
    }
    for (const name of ['build', 'save'] as const) {
      const verdict = actionVerdict(startEstatsAction, actor);
      if (erirScreens) {
        await page.goto('/estats');
        await expect(page.getByTestId(`estats-${name}`)).toHaveCount(verdict.shown ? 1 : 0);
      }
      expect((await api.post(`/api/estats/action/${name}/`, { data: { date: 'bad' } })).status()).toBe(verdict.shown ? 400 : 403);
    }
    await page.context().close();
  });
}
