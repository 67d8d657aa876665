/**
 * Reference data a fresh database needs (issue 2 §6) and the first super admin. Each part is
 * written only when its table is empty, so configured data is never overwritten.
 */
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { hashPassword } from '../http/auth/passwords';
import type { Database } from './connection';

import { adxDepartmentId, adxOrganisationId } from '../../domain/sales/adx';

const departments: Array<[number, string, boolean]> = [
  [1, 'Sales', false],
  [2, 'Programmatic', false],
  [3, 'Publishers', false],
  [4, 'Finance', false],
  [adxDepartmentId, 'AdX', true],
];

const countries: Array<[number, string, string]> = [
  [129, 'Russia', 'RU'],
  [20, 'Belarus', 'BY'],
  [11, 'Armenia', 'AM'],
  [80, 'Kazakhstan', 'KZ'],
  [84, 'Kyrgyzstan', 'KG'],
  [15, 'Azerbaijan', 'AZ'],
  [170, 'Poland', 'PL'],
  [188, 'Ukraine', 'UA'],
  [196, 'Uzbekistan', 'UZ'],
  [65, 'Germany', 'DE'],
  [229, 'United States', 'US'],
  [43, 'China', 'CN'],
  [220, 'Turkey', 'TR'],
  [225, 'United Arab Emirates', 'AE'],
  [62, 'Georgia', 'GE'],
];

const organisations: Array<[number, string, boolean]> = [
  [1, 'Main billing organisation', false],
  [2, 'Second billing organisation', false],
  [3, 'Foreign billing organisation', false],
  [4, 'Publisher billing organisation', false],
  [adxOrganisationId, 'Ad exchange organisation', true],
];

const presets: Array<[number, string, string[]]> = [
  [1, 'Foreign company', ['inn', 'registrationNumber', 'bankName', 'swift', 'iban']],
  [2, 'Russian organisation', ['inn', 'kpp', 'ogrn', 'okpo', 'bankName', 'bik', 'checkingAccount', 'correspondentAccount']],
  [3, 'Russian individual entrepreneur', ['inn', 'ogrn', 'okpo', 'bankName', 'bik', 'checkingAccount', 'correspondentAccount']],
];

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
  await seedRows(database, 'departments', ['id', 'name', 'is_adx'], departments);
  await seedRows(database, 'countries', ['id', 'name', 'code'], countries);
  await seedRows(database, 'organisations', ['id', 'name', 'is_adx'], organisations);
  await seedRows(database, 'billing_info_presets', ['id', 'name', 'field_names'], presets);
  await seedRows(database, 'bt_urls', ['id', 'urls'], [[1, []]]);
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
