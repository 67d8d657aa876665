import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directWrites, entityTableNames } from './entity-table-writes';

const serverDir = path.resolve(__dirname, '..');

/**
 * Where entity tables may be written directly: the database layer and the items service
 * itself, tests (their fixtures) and the test support that signs fuzz and test users in.
 */
const allowed = ['db/', 'entity-service/', 'testing/', 'http/fuzz/'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('entity tables are written through the items service only', () => {
  it('knows the entity tables from the declarations', () => {
    const tables = entityTableNames();
    expect(tables.has('orders')).toBe(true);
    expect(tables.has('erir_statistics')).toBe(true);
    expect(tables.has('sessions')).toBe(false);
    expect(tables.has('entity_history')).toBe(false);
  });

  it('finds no direct write of an entity table outside the database layer and the items service', () => {
    const offenders = sourceFiles(serverDir)
      .filter((file) => !allowed.some((prefix) => path.relative(serverDir, file).startsWith(prefix)))
      .flatMap((file) => directWrites(fs.readFileSync(file, 'utf8'), file).map((write) => `${path.relative(serverDir, file)}:${write.line} ${write.text}`));
    expect(offenders).toEqual([]);
  });

  it('reads and writes rows through the items service, not the reader and writer beneath it', () => {
    const bypassing = sourceFiles(serverDir)
      .filter((file) => !path.relative(serverDir, file).startsWith('entity-service/'))
      .filter((file) => /from '[./]*\/?entity-service\/entity-(reader|writer)'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverDir, file));
    expect(bypassing).toEqual([]);
  });

  it('catches direct writes through Drizzle, bulk inserts and SQL text', () => {
    const fixture = `
      const orders = tableOf(order);
      await tx.update(orders).set({ isLocked: true }).where(eq(orders.id, 1));
      await tx.insert(tableOf(product)).values(row);
      await db.delete(tableOf(invoice) as EntityTable).where(condition);
      await bulkInsert(tx, orders, rows);
      await tx.execute(sql\`update \${orders} set due_date = null\`);
      await database.query('delete from orders where id = $1', [id]);
      await database.query(\`insert into "invoices" (sum) values (1)\`);
    `;
    expect(directWrites(fixture).map((write) => write.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('leaves reads and other tables alone', () => {
    const fixture = `
      const orders = tableOf(order);
      await tx.select({ id: orders.id }).from(orders).for('update');
      await db.insert(sessions).values({ tokenHash });
      await tx.delete(passwordTokens).where(eq(passwordTokens.userId, id));
      await database.query('delete from rate_limits where window_start < now()');
      const text = 'update the orders list';
    `;
    expect(directWrites(fixture)).toEqual([]);
  });
});
