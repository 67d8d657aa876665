import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, adminEmail, type TestServer } from '../../../dev/testing/test-server';
import { nextMailTo, signupToken } from './test-mailbox';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

let counter = 0;
const invitee = () => ({
  email: `  Invitee${++counter}.Person@Example.com `,
  firstName: 'Anna',
  lastName: 'Petrova',
  phone: '+7 900 000 00 00',
  department: 2,
  locale: 'ru',
  role: 'USER',
});

/**
 * userWithRole names its users `User<n>`, which the fullName rule (letters, spaces, dashes)
 * refuses on any later write; give them a valid last name first.
 */
async function person(role: 'ADMIN' | 'MANAGER' | 'USER') {
  const created = await t.userWithRole(role);
  await t.ctx.database.query("update users set last_name = 'Tester', full_name = 'Test Tester' where id = $1", [created.id]);
  return created;
}

const get = async (id: number) => (await t.call(t.adminToken, { method: 'GET', url: `/api/accounts/${id}/` })).json();

describe('invitations', () => {
  it('an admin invites: stored lowercased, fullName computed, a link that works is mailed', async () => {
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/accounts/', payload: { ...invitee(), isSuperAdmin: true, fullName: 'X' } });
    expect(created.statusCode).toBe(201);
    const model = created.json();
    expect(model).toMatchObject({ email: `invitee${counter}.person@example.com`, fullName: 'Anna Petrova', isSuperAdmin: false, isActive: true, role: 'USER' });
    const mail = await nextMailTo(t.config, model.email);
    expect(mail.text).toContain(`${t.config.publicUrl}/signup/`);
    const set = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token: signupToken(mail, t.config.publicUrl), password: 'invited-password' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().email).toBe(model.email);
    const login = await t.call(null, { method: 'POST', url: '/api/accounts/login/', payload: { email: model.email, password: 'invited-password' } });
    expect(login.statusCode).toBe(200);
    const rows = await t.ctx.database.query("select expires_at - created_at > interval '6 days' as long from password_tokens where user_id = $1", [model.id]);
    expect(rows.rows[0].long).toBe(true);
  });

  it('a manager invites; a USER cannot (403)', async () => {
    const manager = await t.userWithRole('MANAGER');
    expect((await t.call(manager.token, { method: 'POST', url: '/api/accounts/', payload: invitee() })).statusCode).toBe(201);
    const plain = await t.userWithRole('USER');
    const refused = await t.call(plain.token, { method: 'POST', url: '/api/accounts/', payload: invitee() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toEqual(expect.any(String));
  });

  it('refuses a duplicate email in any case with the exact message', async () => {
    const first = invitee();
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/accounts/', payload: first })).statusCode).toBe(201);
    for (const email of [first.email, first.email.toUpperCase(), adminEmail.toUpperCase()]) {
      const again = await t.call(t.adminToken, { method: 'POST', url: '/api/accounts/', payload: { ...invitee(), email } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'invalid form data', code: 'form.invalid', values: {}, errors: { email: ['Account with this email already exists!'] } });
    }
  });

  it('validates the model with the declaration rules', async () => {
    const bad = await t.call(t.adminToken, { method: 'POST', url: '/api/accounts/', payload: { ...invitee(), email: 'nope', firstName: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'firstName']);
  });
});

describe('editing users', () => {
  it('a user edits their own profile; fullName follows; isSuperAdmin stays; the email is set at creation only', async () => {
    const me = await person('USER');
    const response = await t.call(me.token, {
      method: 'PATCH',
      url: `/api/accounts/${me.id}/`,
      payload: { id: me.id, firstName: 'Ivan', lastName: 'Sidorov', locale: 'ru', email: me.email, isSuperAdmin: true, role: 'USER' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: 'Ivan Sidorov', locale: 'ru', email: me.email, isSuperAdmin: false });
    const emailChange = await t.call(me.token, { method: 'PATCH', url: `/api/accounts/${me.id}/`, payload: { email: 'other@example.com', locale: 'en' } });
    expect(emailChange.statusCode).toBe(400);
    expect(emailChange.json().errors).toEqual({ email: ['This value can be set only when the item is created'] });
    expect((await get(me.id)).locale).toBe('ru');
  });

  it('marks the reader as isCurrent in lists and records', async () => {
    const me = await person('USER');
    const list = (await t.call(me.token, { method: 'GET', url: '/api/accounts/?page_size=1000' })).json().results as Array<{ id: number; isCurrent: boolean }>;
    expect(list.filter((u) => u.isCurrent).map((u) => u.id)).toEqual([me.id]);
    expect((await t.call(me.token, { method: 'GET', url: `/api/accounts/${me.id}/` })).json().isCurrent).toBe(true);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/accounts/${me.id}/` })).json().isCurrent).toBe(false);
  });

  it('a USER cannot edit another user nor change a role; nothing is written', async () => {
    const me = await person('USER');
    const other = await person('USER');
    const before = await get(other.id);
    const edit = await t.call(me.token, { method: 'PATCH', url: `/api/accounts/${other.id}/`, payload: { firstName: 'Hacked' } });
    expect(edit.statusCode).toBe(403);
    const invalid = await t.call(me.token, { method: 'PATCH', url: `/api/accounts/${other.id}/`, payload: { firstName: '', email: 'x' } });
    expect(invalid.statusCode).toBe(403);
    const promote = await t.call(me.token, { method: 'PATCH', url: `/api/accounts/${me.id}/`, payload: { role: 'ADMIN', firstName: 'Sneaky' } });
    expect(promote.statusCode).toBe(403);
    expect(await get(other.id)).toEqual(before);
    expect(await get(me.id)).toMatchObject({ role: 'USER', firstName: 'Test' });
  });

  it('a MANAGER changes a role and edits others, but cannot grant ADMIN', async () => {
    const manager = await person('MANAGER');
    const target = await person('USER');
    const response = await t.call(manager.token, { method: 'PATCH', url: `/api/accounts/${target.id}/`, payload: { role: 'MANAGER', phone: '123' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'MANAGER', phone: '123' });
    const admin = await t.call(manager.token, { method: 'PATCH', url: `/api/accounts/${target.id}/`, payload: { role: 'ADMIN' } });
    expect(admin.statusCode).toBe(403);
    const byAdmin = await t.call(t.adminToken, { method: 'PATCH', url: `/api/accounts/${target.id}/`, payload: { role: 'ADMIN' } });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('deactivation ends the sessions; nobody deactivates themself', async () => {
    const target = await person('USER');
    const off = await t.call(t.adminToken, { method: 'PATCH', url: `/api/accounts/${target.id}/`, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect((await t.call(target.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    const sessions = await t.ctx.database.query('select count(*)::int as n from sessions where user_id = $1 and revoked_at is null', [target.id]);
    expect(Number(sessions.rows[0].n)).toBe(0);
    const manager = await person('MANAGER');
    const self = await t.call(manager.token, { method: 'PATCH', url: `/api/accounts/${manager.id}/`, payload: { isActive: false } });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('You cannot deactivate your own account');
    expect((await t.call(manager.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(200);
  });

  it('only an ADMIN deletes, never themself', async () => {
    const target = await person('USER');
    const manager = await person('MANAGER');
    expect((await t.call(manager.token, { method: 'DELETE', url: `/api/accounts/${target.id}/` })).statusCode).toBe(403);
    const admin = await person('ADMIN');
    const self = await t.call(admin.token, { method: 'DELETE', url: `/api/accounts/${admin.id}/` });
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('You cannot delete your own account');
    const superAdmin = await t.call(admin.token, { method: 'GET', url: '/api/accounts/current/' });
    expect(superAdmin.statusCode).toBe(200);
    const seeded = (await t.call(t.adminToken, { method: 'GET', url: '/api/accounts/current/' })).json();
    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/accounts/${seeded.id}/` })).statusCode).toBe(403);
    expect((await t.call(admin.token, { method: 'DELETE', url: `/api/accounts/${target.id}/` })).statusCode).toBe(204);
    expect((await t.call(target.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
  });

  it('lists users with the department name', async () => {
    const list = await t.call(t.adminToken, { method: 'GET', url: `/api/accounts/?email=${encodeURIComponent(adminEmail)}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ email: adminEmail, department: 1, departmentName: 'Sales', fullName: 'Super Admin' });
  });
});

describe('startup enumerations', () => {
  const names =
    'availabilityDomain, clientType, contractStatus, domainStatus, domainAudienceSex, erir, erirStatus, formatWL, goal, contractSubject, legalForm, license, metric, ndsCalculation, orderStatus, paymentStatus, panelStatus, publisherType, placementType, productType, productFormat, promptType, psspInvoiceSignStatus, productBuyType, streamFormat, contractType, contractIType, locale, userRole, actSentStatus, orderDocxDocuments, orderXlsxDocuments, currencies, typesAdCompany, advertisingDistributionForm'.split(
      ', ',
    );

  it('answers every enumeration of spec 2 §7.1 as {v, t} lists, with a session only', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/frontend/enums/' })).statusCode).toBe(401);
    const response = await t.call(t.adminToken, { method: 'GET', url: '/api/frontend/enums/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const name of names) {
      expect(Array.isArray(body[name]), name).toBe(true);
      for (const item of body[name]) expect(item).toEqual({ v: expect.any(String), t: expect.any(String) });
    }
    expect(body.userRole.map((i: { v: string }) => i.v)).toEqual(['ADMIN', 'MANAGER', 'USER']);
  });
});
