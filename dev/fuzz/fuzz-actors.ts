/**
 * The people the fuzzer calls as — USER, MANAGER, ADMIN, the super admin — and nobody.
 * A fuzz call may sign one of them out, deactivate, demote or delete them; `restore` puts
 * them back so later calls still run with the rank they claim.
 */
import { actorForToken, createSession } from '../../src/server/http/auth/session-store';
import type { TestServer } from '../testing/test-server';
import type { ActorName } from './request-plans';

type SignedIn = Exclude<ActorName, 'anonymous'>;

interface Person {
  id: number;
  token: string;
  role: 'USER' | 'MANAGER' | 'ADMIN';
  superAdmin: boolean;
}

export class FuzzActors {
  private constructor(
    private readonly server: TestServer,
    private readonly people: Record<SignedIn, Person>,
  ) {}

  static async create(server: TestServer): Promise<FuzzActors> {
    const { rows } = await server.ctx.database.query('select id from users where is_super_admin limit 1');
    const people = {} as Record<SignedIn, Person>;
    people.superAdmin = { id: Number(rows[0].id), token: server.adminToken, role: 'ADMIN', superAdmin: true };
    for (const role of ['USER', 'MANAGER', 'ADMIN'] as const) {
      const made = await server.userWithRole(role);
      people[role] = { id: made.id, token: made.token, role, superAdmin: false };
    }
    return new FuzzActors(server, people);
  }

  tokenOf(actor: ActorName): string | null {
    return actor === 'anonymous' ? null : this.people[actor].token;
  }

  ids(): number[] {
    return Object.values(this.people).map((person) => person.id);
  }

  /** Make every person active, of their rank and signed in again where a call undid it. */
  async restore(): Promise<void> {
    const { database } = this.server.ctx;
    for (const person of Object.values(this.people)) {
      const actor = await actorForToken(database.db, person.token);
      if (actor && actor.id === person.id && actor.role === person.role && actor.isSuperAdmin === person.superAdmin) continue;
      const updated = await database.query('update users set is_active = true, role = $2, is_super_admin = $3 where id = $1 returning id', [
        person.id,
        person.role,
        person.superAdmin,
      ]);
      if (!updated.rows.length) {
        // Not userWithRole: a fuzz call may have deleted the department it assigns.
        const made = await database.query(
          `insert into users (email, first_name, last_name, full_name, department_id, locale, role, is_active, is_super_admin)
           values ($1, 'Fuzz', 'Person', 'Fuzz Person', (select min(id) from departments), 'en', $2, true, $3) returning id`,
          [`fuzz-${person.role.toLowerCase()}-${Date.now()}@example.com`, person.role, person.superAdmin],
        );
        person.id = Number(made.rows[0].id);
      }
      person.token = await createSession(database.db, person.id, 7);
    }
  }
}
