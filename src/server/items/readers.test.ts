import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../domain/core/entity';
import { order } from '../../domain/sales/orders';
import { whileUsersReadOwn } from '../../../dev/testing/read-rule';
import { readerFor, systemReader } from './readers';

const user: Actor = { id: 7, role: 'USER', isSuperAdmin: false, department: null };
const admin: Actor = { id: 1, role: 'ADMIN', isSuperAdmin: false, department: null };
const text = (rows: unknown) => new PgDialect().sqlToQuery(sql`select 1 from ${rows}`);

describe('the declared readers', () => {
  it('hand out the rows as a subquery named as the table, holding the read rule', async () => {
    expect(readerFor(user).limited(order)).toBe(false);
    expect(text(readerFor(user).rows(order)).sql).toMatch(/^select 1 from \(select .* from "orders"\) "orders"$/);
    await whileUsersReadOwn(order, 'responsible', async () => {
      expect(readerFor(user).limited(order)).toBe(true);
      expect(readerFor(admin).limited(order)).toBe(false);
      const limited = text(readerFor(user).rows(order));
      expect(limited.sql).toMatch(/from "orders" where .*"orders"\."responsible_id".*\) "orders"$/);
      expect(limited.params).toContain(7);
    });
  });

  it('read every row for the system only with a reason', () => {
    expect(() => systemReader(' ')).toThrow('says why');
    expect(systemReader('a test reads everything').limited(order)).toBe(false);
  });
});
