/**
 * The user rules hold for every caller of the entity service, not only for HTTP routes: a job
 * or an integration writing users through the service meets the same hooks and access rules.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Actor } from '../../domain/core/entity';
import { user } from '../../domain/accounts/accounts';
import { createEntity } from '../items/entity-writer';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';

let t: TestServer;
let manager: Actor;

beforeAll(async () => {
  t = await createTestServer();
  const created = await t.userWithRole('MANAGER');
  manager = { id: created.id, role: 'MANAGER', isSuperAdmin: false, department: 1 };
});
afterAll(() => t?.close());

const person = { firstName: 'Service', lastName: 'Caller', department: 1 };

it('a MANAGER cannot create an ADMIN through the service', async () => {
  await expect(createEntity(t.ctx, user, manager, { ...person, email: 'svc-admin@example.com', role: 'ADMIN' })).rejects.toMatchObject({
    kind: 'forbidden',
    code: 'accounts.adminRole',
    detail: 'Only an admin may grant or take away the ADMIN role',
  });
});

it('emails are normalised through the service', async () => {
  const saved = await createEntity(t.ctx, user, manager, { ...person, email: 'Svc.User@Example.COM', role: 'USER' });
  expect(saved.email).toBe('svc.user@example.com');
  expect(saved.fullName).toBe('Service Caller');
});
