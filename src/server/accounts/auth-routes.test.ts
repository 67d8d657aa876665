import { buildApp } from '../http/build-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, adminEmail, adminPassword, type TestServer } from '../../../dev/testing/test-server';
import { mailsTo, nextMailTo, signupToken } from './test-mailbox';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

let addresses = 0;
/** Sign-ins come from many clients: each call its own address unless a test means one. */
const anotherAddress = () => `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

const login = (email: string, password: string, remoteAddress = anotherAddress()) =>
  t.call(null, { method: 'POST', url: '/api/accounts/login/', payload: { email, password }, remoteAddress });

function cookieOf(response: { headers: Record<string, unknown> }, name = 'token'): string {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : [String(header ?? '')];
  return all.find((c) => c.startsWith(`${name}=`)) ?? '';
}

describe('login', () => {
  it('answers a token and sets the session cookie', async () => {
    const response = await login(`  ${adminEmail.toUpperCase()} `, adminPassword);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookie = cookieOf(response);
    expect(cookie).toContain(`token=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/i);
    // The signed-in marker the page reads (a release clears local storage, never this): not secret, same lifetime.
    const marker = cookieOf(response, 'signedIn');
    expect(marker).toMatch(/^signedIn=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Max-Age=604800/);
    expect(marker).toMatch(/Path=\//);
    const current = await t.app.inject({ method: 'GET', url: '/api/accounts/current/', cookies: { token } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ email: adminEmail, role: 'ADMIN', isSuperAdmin: true });
  });

  it('refuses a wrong password, an unknown email and an inactive account with one message', async () => {
    const wrong = await login(adminEmail, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password!', code: 'accounts.login.incorrect', values: {} });
    expect(cookieOf(wrong)).toBe('');
    const unknown = await login('nobody@example.com', adminPassword);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Incorrect email or password!', code: 'accounts.login.incorrect', values: {} });
    const inactive = await t.userWithRole('USER', { password: 'inactive-password' });
    expect((await login(inactive.email, 'inactive-password')).statusCode).toBe(200);
    await t.ctx.database.query('update users set is_active = false where id = $1', [inactive.id]);
    const refused = await login(inactive.email, 'inactive-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'Incorrect email or password!', code: 'accounts.login.incorrect', values: {} });
  });

  it('limits attempts per address and email (429)', async () => {
    const email = 'limited@example.com';
    const address = anotherAddress();
    for (let i = 0; i < t.config.loginRateLimit; i++) expect((await login(email, 'wrong-password', address)).statusCode).toBe(400);
    const limited = await login(` ${email.toUpperCase()}`, 'wrong-password', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many attempts/);
    expect((await login(adminEmail, adminPassword, address)).statusCode).toBe(200); // another email is not limited
    expect((await login(email, 'wrong-password')).statusCode).toBe(400); // nor another address
  });

  it('limits failed sign-ins from one address across emails to 20 a minute (password spraying)', async () => {
    const address = anotherAddress();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await login(`sprayed${i}@example.com`, 'wrong-password', address)).statusCode);
    expect(answers).toEqual([...Array<number>(20).fill(400), 429]);
    expect((await login(adminEmail, adminPassword, address)).statusCode).toBe(429);
    expect((await login(adminEmail, adminPassword)).statusCode).toBe(200);
  });

  it('limits failed sign-ins for one email across addresses to 20 a minute', async () => {
    const account = await t.userWithRole('USER', { password: 'target-password' });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await login(account.email, 'wrong-password')).statusCode);
    expect(answers).toEqual([...Array<number>(20).fill(400), 429]);
    expect((await login(account.email, 'target-password')).statusCode).toBe(429);
  });

  it('never counts a successful sign-in', async () => {
    const account = await t.userWithRole('USER', { password: 'steady-password' });
    const address = anotherAddress();
    for (let i = 0; i < 25; i++) expect((await login(account.email, 'steady-password', address)).statusCode).toBe(200);
    for (let i = 0; i < t.config.loginRateLimit; i++) expect((await login(account.email, 'wrong-password', address)).statusCode).toBe(400);
    expect((await login(account.email, 'steady-password', address)).statusCode).toBe(429);
  });

  it('counts attempts in the database, so two API processes share the limit', async () => {
    const second = await buildApp(t.ctx, { serveWeb: false });
    try {
      const email = 'shared-limit@example.com';
      const attempt = { method: 'POST' as const, url: '/api/accounts/login/', payload: { email, password: 'wrong-password' }, remoteAddress: anotherAddress() };
      for (let i = 0; i < t.config.loginRateLimit; i++) {
        const app = i % 2 ? second : t.app;
        expect((await app.inject(attempt)).statusCode).toBe(400);
      }
      expect((await second.inject(attempt)).statusCode).toBe(429);
      expect((await t.app.inject(attempt)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('sets a Secure cookie when PUBLIC_URL is https', async () => {
    const secure = await createTestServer({ PUBLIC_URL: 'https://office.example.com' });
    try {
      const response = await secure.call(null, { method: 'POST', url: '/api/accounts/login/', payload: { email: adminEmail, password: adminPassword } });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response)).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  }, 60_000);
});

describe('current and logout', () => {
  it('answers 401 without a session and the account with one', async () => {
    const none = await t.call(null, { method: 'GET', url: '/api/accounts/current/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'NOT_AUTHORIZED', code: 'auth.notAuthorized', values: {} });
    const bogus = await t.call('not-a-session', { method: 'GET', url: '/api/accounts/current/' });
    expect(bogus.statusCode).toBe(401);
    const manager = await t.userWithRole('MANAGER');
    const current = await t.call(manager.token, { method: 'GET', url: '/api/accounts/current/' });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      id: manager.id,
      fullName: expect.any(String),
      email: manager.email,
      locale: 'en',
      role: 'MANAGER',
      department: 1,
      isSuperAdmin: false,
    });
  });

  it('logout revokes the token at once and clears the cookie', async () => {
    const { token } = (await login(adminEmail, adminPassword)).json();
    expect((await t.call(token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(200);
    // A browser's own request says so in Sec-Fetch-Site (cross-site-guard.ts).
    const out = await t.app.inject({ method: 'POST', url: '/api/accounts/logout/', cookies: { token }, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatch(/^token=;/);
    expect(cookieOf(out, 'signedIn')).toMatch(/^signedIn=;/);
    expect((await t.call(token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    expect((await t.call(token, { method: 'GET', url: '/api/holdings/' })).statusCode).toBe(401);
  });

  it("logs out every session of a user: admin, manager or the user; not another USER", async () => {
    const target = await t.userWithRole('USER', { password: 'target-password' });
    const second = (await login(target.email, 'target-password')).json().token;
    const other = await t.userWithRole('USER');
    const refused = await t.call(other.token, { method: 'POST', url: `/api/accounts/${target.id}/logout/` });
    expect(refused.statusCode).toBe(403);
    expect((await t.call(target.token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(200);
    const manager = await t.userWithRole('MANAGER');
    expect((await t.call(manager.token, { method: 'POST', url: `/api/accounts/${target.id}/logout/` })).statusCode).toBe(204);
    for (const token of [target.token, second]) {
      expect((await t.call(token, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    }
    const self = (await login(target.email, 'target-password')).json().token;
    expect((await t.call(self, { method: 'POST', url: `/api/accounts/${target.id}/logout/` })).statusCode).toBe(204);
    expect((await t.call(self, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    expect((await t.call(t.adminToken, { method: 'POST', url: '/api/accounts/999999/logout/' })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'POST', url: `/api/accounts/${target.id}/logout/` })).statusCode).toBe(401);
  });
});

describe('password reset and set', () => {
  it('answers 204 for an unknown email and sends nothing', async () => {
    const response = await t.call(null, { method: 'POST', url: '/api/accounts/reset/', payload: { email: 'ghost@example.com' } });
    expect(response.statusCode).toBe(204);
    const badShape = await t.call(null, { method: 'POST', url: '/api/accounts/reset/', payload: { email: 'not an email' } });
    expect(badShape.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(t.config, 'ghost@example.com')).toEqual([]);
  });

  it('mails a one-time link that sets the password and signs in', async () => {
    const account = await t.userWithRole('USER', { password: 'old-password' });
    const otherSession = account.token;
    const reset = await t.call(null, { method: 'POST', url: '/api/accounts/reset/', payload: { email: ` ${account.email.toUpperCase()} ` } });
    expect(reset.statusCode).toBe(204);
    const mail = await nextMailTo(t.config, account.email);
    expect(mail.text).toContain(`${t.config.publicUrl}/signup/`);
    const token = signupToken(mail, t.config.publicUrl);

    const short = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual(['The password must have at least 10 characters']);
    const empty = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.password).toEqual(['Required field']);

    const set = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token, password: 'new-password-1' } });
    expect(set.statusCode).toBe(200);
    const answer = set.json();
    expect(answer.email).toBe(account.email);
    expect(cookieOf(set)).toContain(`token=${answer.token}`);
    const current = await t.call(answer.token, { method: 'GET', url: '/api/accounts/current/' });
    expect(current.json().id).toBe(account.id);
    expect((await t.call(otherSession, { method: 'GET', url: '/api/accounts/current/' })).statusCode).toBe(401);
    expect((await login(account.email, 'old-password')).statusCode).toBe(400);
    expect((await login(account.email, 'new-password-1')).statusCode).toBe(200);

    const again = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token, password: 'another-password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'Invalid or expired link', code: 'accounts.link.invalid', values: {} });
    const bogus = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token: 'bogus', password: 'another-password' } });
    expect(bogus.json()).toEqual({ detail: 'Invalid or expired link', code: 'accounts.link.invalid', values: {} });
  });

  it('refuses an expired link', async () => {
    const account = await t.userWithRole('USER');
    const seen = mailsTo(t.config, account.email).length;
    await t.call(null, { method: 'POST', url: '/api/accounts/reset/', payload: { email: account.email } });
    const token = signupToken(await nextMailTo(t.config, account.email, seen), t.config.publicUrl);
    await t.ctx.database.query("update password_tokens set expires_at = now() - interval '1 minute' where user_id = $1", [account.id]);
    const response = await t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token, password: 'new-password-1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid or expired link', code: 'accounts.link.invalid', values: {} });
  });
});

describe('a newer link and the password rule', () => {
  const resetLink = async (email: string) => {
    const seen = mailsTo(t.config, email).length;
    expect((await t.call(null, { method: 'POST', url: '/api/accounts/reset/', payload: { email }, remoteAddress: anotherAddress() })).statusCode).toBe(204);
    return signupToken(await nextMailTo(t.config, email, seen), t.config.publicUrl);
  };
  const setWith = (token: string, password: string) => t.call(null, { method: 'POST', url: '/api/accounts/set/', payload: { token, password } });

  it('a newer reset link revokes the earlier one', async () => {
    const account = await t.userWithRole('USER');
    const older = await resetLink(account.email);
    const newer = await resetLink(account.email);
    const stale = await setWith(older, 'a new long password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: 'Invalid or expired link', code: 'accounts.link.invalid', values: {} });
    expect((await setWith(newer, 'a new long password')).statusCode).toBe(200);
  });

  it('refuses a password shorter than 10 characters or among the common ones, and keeps the link', async () => {
    const account = await t.userWithRole('USER');
    const token = await resetLink(account.email);
    for (const [password, message] of [
      ['12345678', 'The password must have at least 10 characters'],
      ['password', 'The password must have at least 10 characters'],
      [' '.repeat(10), 'The password must have at least 10 characters'],
      ['1234567890', 'This password is too common: choose another one'],
      ['Basketball', 'This password is too common: choose another one'],
    ]) {
      const refused = await setWith(token, password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().errors).toEqual({ password: [message] });
    }
    expect((await setWith(token, 'correct horse battery')).statusCode).toBe(200);
  });
});

describe('malformed bodies', () => {
  const calls = ['/api/accounts/login/', '/api/accounts/reset/', '/api/accounts/set/'];

  it.each(calls)('%s answers 400 to broken JSON, no body and wrong types', async (url) => {
    const json = { 'content-type': 'application/json' };
    const broken = await t.call(null, { method: 'POST', url, headers: json, payload: '{"email": ', remoteAddress: anotherAddress() });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toEqual(expect.any(String));
    const empty = await t.call(null, { method: 'POST', url, headers: json, payload: '', remoteAddress: anotherAddress() });
    expect(empty.statusCode).toBe(400);
    const none = await t.call(null, { method: 'POST', url, remoteAddress: anotherAddress() });
    expect(none.statusCode).toBe(400);
    for (const payload of ['[]', '"text"', 'null', '{"email": 5, "password": [], "token": {}}']) {
      const wrong = await t.call(null, { method: 'POST', url, headers: json, payload, remoteAddress: anotherAddress() });
      expect(wrong.statusCode, payload).toBe(400);
      expect(wrong.json().detail).toBe('invalid form data');
    }
  });

  it('logout answers 204 even with a broken body', async () => {
    const response = await t.call(null, { method: 'POST', url: '/api/accounts/logout/', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect([204, 400]).toContain(response.statusCode);
  });
});
