import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directWrites, entityTableNames, sqlTextReads } from './entity-table-writes';

const serverDir = path.resolve(__dirname, '..');

/**
 * Where entity tables may be written directly: the database layer and the items service
 * itself. Tests and the test support (dev/) are outside src/server.
 */
const allowed = ['db/', 'items/'];

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

  it('finds no SQL text reading an entity table by name outside the database layer and the items service', () => {
    // The task list is a generic floor's prepared statement: it names each task's starter from
    // `users`, which the jobs floor may not import as the accounts area's entity. The analytics
    // database's statements name its own tables (`panels`, `dmp_audiences` in ClickHouse).
    const namesStarters = 'jobs/task-list.ts';
    const offenders = sourceFiles(serverDir)
      .map((file) => path.relative(serverDir, file))
      .filter((file) => ![...allowed, 'analytics/'].some((prefix) => file.startsWith(prefix)) && file !== namesStarters)
      .flatMap((file) => sqlTextReads(fs.readFileSync(path.join(serverDir, file), 'utf8'), file).map((read) => `${file}:${read.line} ${read.text}`));
    expect(offenders).toEqual([]);
    expect(sqlTextReads(fs.readFileSync(path.join(serverDir, namesStarters), 'utf8')).map((read) => read.text.trim())).toEqual(['join users']);
  });

  it('catches SQL text reading entity tables, and leaves readers and other tables alone', () => {
    const fixture = `
      await rowsOf(tx, sql\`select p.id from publishers p left join publisher_contracts c on c.id = p.contract_id\`);
      await database.query('select locale from "users" where id = $1', [id]);
      await rowsOf(tx, sql\`select 1 from \${read.rowsAs(creative, 'c')} where c.marker = l.marker\`);
      await rowsOf(tx, sql\`select * from dsp_marker_lines l join pgboss.job j on true\`);
      const text = 'Remove it from the orders list first';
    `;
    expect(sqlTextReads(fixture).map((read) => [read.line, read.text])).toEqual([
      [2, 'from publishers'],
      [2, 'join publisher_contracts'],
      [3, 'from "users"'],
    ]);
  });

  it('reads and writes rows through the items service, not the reader and writer beneath it', () => {
    const bypassing = sourceFiles(serverDir)
      .filter((file) => !path.relative(serverDir, file).startsWith('items/'))
      .filter((file) => /from '[./]*\/?items\/entity-(reader|writer)'/.test(fs.readFileSync(file, 'utf8')))
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
