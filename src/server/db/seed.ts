/**
 * The rows the modules seed a fresh database with (the reference area's: issue 2 §6, names in the
 * company's language) and the
 * first super admin (in English, the interface's default language, spec 1 §9). Each part is written only when its table is empty, so
 * configured data is never overwritten.
 */
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { hashPassword } from '../http/auth/passwords';
import type { Database } from './connection';
import { loadAppModules } from '../app-modules';

async function isEmpty(database: Database, table: string): Promise<boolean> {
  const { rows } = await database.query(`select count(*)::int as n from ${table}`);
  return Number(rows[0].n) === 0;
}

async function seedRows(database: Database, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (!(await isEmpty(database, table))) return;
  for (const row of rows) {
    const placeholders = row.map((_, i) => `$${i + 1}`).join(', ');
    await database.query(`insert into ${table} (${columns.join(', ')}) values (${placeholders})`, row);
  }
  await database.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}

export async function seed(database: Database, config: Config, logger: Logger): Promise<void> {
  const { modules } = await loadAppModules();
  for (const module of modules) {
    for (const { table, columns, rows } of module.seed?.(config.companyLanguage) ?? []) await seedRows(database, table, columns, rows);
  }
  if (await isEmpty(database, 'users')) {
    const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url');
    const { rows } = await database.query(
      `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active, is_super_admin)
       values ($1, 'Super', 'Admin', 'Super Admin', 1, 'en', 'ADMIN', true, true) returning id`,
      [config.adminEmail],
    );
    await database.query('insert into user_credentials (user_id, password_hash) values ($1, $2)', [
      rows[0].id,
      await hashPassword(password),
    ]);
    if (config.adminPassword) logger.info({ email: config.adminEmail }, 'Created the super admin');
    else {
      logger.warn({ email: config.adminEmail, password }, 'Created the super admin with a random password (shown once)');
      console.log(`\nSign in as ${config.adminEmail} with the password ${password} (shown once; set ADMIN_PASSWORD to choose it)\n`);
    }
  }
}
