import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

describe('mail as a background job', () => {
  it('writes the message as an .eml file with the body verbatim', async () => {
    const link = `${t.config.publicUrl}/signup/abc_DEF-123.456`;
    await t.ctx.mailer.send({ to: 'someone@example.com', subject: 'Добро пожаловать', text: `Hello,\n\nopen ${link} to continue.` });
    const mail = await t.waitForMail((m) => m.text.includes('someone@example.com'));
    expect(mail.file).toMatch(/^\d+-[0-9a-f-]{36}\.eml$/);
    expect(mail.text).toContain('To: someone@example.com');
    expect(mail.text).toContain(`Subject: =?UTF-8?B?${Buffer.from('Добро пожаловать').toString('base64')}?=`);
    expect(mail.text).toContain(link);
    expect(mail.text).toMatch(/\/signup\/abc_DEF-123\.456/);
  });

  it('a message queued in a rolled-back transaction is never sent', async () => {
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        await t.ctx.mailer.send({ to: 'rolled-back@example.com', subject: 'x', text: 'never' }, tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await t.ctx.database.db.transaction((tx) => t.ctx.mailer.send({ to: 'committed@example.com', subject: 'y', text: 'kept' }, tx));
    await t.waitForMail((m) => m.text.includes('committed@example.com'));
    await t.waitForJobs();
    expect(t.mails().some((m) => m.text.includes('rolled-back@example.com'))).toBe(false);
  });
});
