/**
 * The demo's staff: a few users of every role in the departments (seeded reference data), with
 * Russian names and random passwords. The passwords come from the system's random source, not
 * the demo's seed, since they are secrets: the caller prints them once and nothing keeps them.
 * Accounts are created inactive and then activated, so that no invitation mail goes out for
 * people who do not exist (the demo hands over passwords instead of links).
 */
import crypto from 'node:crypto';
import { user } from '../../src/domain/accounts/accounts';
import type { Role } from '../../src/domain/core/entity';
import { adxDepartmentId } from '../../src/domain/sales/adx';
import { userCredentials } from '../../src/server/db/system-tables';
import { hashPassword } from '../../src/server/http/auth/passwords';
import type { DemoWriter } from './demo-writer';
import type { SeededRandom } from './seeded-random';
import { personName } from './names';
import { slugOf } from './word-lists';

export const demoEmailDomain = 'demo.example';

const sales = 1;
const programmatic = 2;
const publishers = 3;
const finance = 4;

/** Role and department of each member of staff; `sells` marks those who own clients and orders. */
const staff: ReadonlyArray<{ role: Role; department: number; sells: boolean }> = [
  { role: 'ADMIN', department: sales, sells: true },
  { role: 'ADMIN', department: finance, sells: false },
  { role: 'MANAGER', department: sales, sells: true },
  { role: 'MANAGER', department: sales, sells: true },
  { role: 'MANAGER', department: programmatic, sells: true },
  { role: 'MANAGER', department: publishers, sells: true },
  { role: 'MANAGER', department: adxDepartmentId, sells: true },
  { role: 'USER', department: sales, sells: true },
  { role: 'USER', department: sales, sells: true },
  { role: 'USER', department: programmatic, sells: true },
  { role: 'USER', department: programmatic, sells: true },
  { role: 'USER', department: publishers, sells: true },
  { role: 'USER', department: adxDepartmentId, sells: true },
  { role: 'USER', department: finance, sells: false },
];

export interface DemoUser {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  department: number;
  sells: boolean;
  /** Shown once by the runner; never stored anywhere but as its hash. */
  password: string;
}

/** The demo's emails, decided by the seed alone (the runner refuses a database that has them). */
export function demoStaffNames(random: SeededRandom): Array<{ firstName: string; lastName: string; email: string }> {
  const used = new Set<string>();
  return staff.map((_, i) => {
    for (;;) {
      const { first, last } = personName(random, i % 2 === 0);
      const email = `${slugOf(first)}.${slugOf(last)}@${demoEmailDomain}`;
      if (used.has(email)) continue;
      used.add(email);
      return { firstName: first, lastName: last, email };
    }
  });
}

function newPassword(): string {
  return crypto.randomBytes(9).toString('base64url');
}

export async function createStaff(writer: DemoWriter, random: SeededRandom): Promise<DemoUser[]> {
  const names = demoStaffNames(random);
  const team: DemoUser[] = [];
  for (const [i, member] of staff.entries()) {
    const { firstName, lastName, email } = names[i];
    const created = await writer.create(user, { email, firstName, lastName, department: member.department, role: member.role, locale: i % 3 === 0 ? 'en' : 'ru', isActive: false, phone: `+7 (495) ${random.int(100, 999)}-${random.int(10, 99)}-${random.int(10, 99)}` });
    await writer.update(user, created.id, { isActive: true });
    const password = newPassword();
    await writer.tx.insert(userCredentials).values({ userId: created.id, passwordHash: await hashPassword(password) });
    team.push({ id: created.id, email, fullName: String(created.fullName), role: member.role, department: member.department, sells: member.sells, password });
  }
  return team;
}
