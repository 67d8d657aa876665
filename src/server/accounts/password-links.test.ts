/** A new password link revokes the user's earlier ones, even when two are made at once. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { createPasswordLink, isLinkOpen } from './password-links';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
}, 60_000);
afterAll(async () => t?.close());

it('leaves one open link when two are made at the same time', async () => {
  const account = await t.userWithRole('USER');
  const db = t.ctx.database.db;
  const tokens = await Promise.all([0, 1].map(() => db.transaction((tx) => createPasswordLink(tx, account.id, 'reset'))));
  const open = await Promise.all(tokens.map((token) => isLinkOpen(db, token)));
  expect(open.filter(Boolean)).toHaveLength(1);
  const invite = await createPasswordLink(db, account.id, 'invite');
  expect(await Promise.all([...tokens, invite].map((token) => isLinkOpen(db, token)))).toEqual([false, false, true]);
});
