/**
 * One demo company, written in one transaction through the entity service: staff, counterparties,
 * contracts, two years of orders with products and payments, creatives. A database that already
 * holds business data is refused before anything is written; a failure leaves nothing behind.
 */
import { asc, eq } from 'drizzle-orm';
import { user } from '../../src/domain/accounts/accounts';
import { tableOf } from '../../src/server/db/entity-tables';
import type { ServerContext } from '../../src/server/server-context';
import { businessDataFound, refusalMessage } from './business-data';
import { createContracts } from './contracts';
import { createCounterparties } from './counterparties';
import { createCreatives } from './creatives';
import { demoFigures, type DemoFigures } from './demo-figures';
import { demoPlan, type DemoOptions } from './demo-plan';
import { DemoWriter } from './demo-writer';
import { createDomainInventory } from './domain-inventory';
import { createOrders } from './orders';
import { createStaff, demoStaffNames, type DemoUser } from './people';
import { createPublishers } from './publishers';
import { createDmps } from './analytics-year';
import { createDsps } from './dsps';
import { createFormats } from './products';
import { SeededRandom } from './seeded-random';

export class DemoRefusedError extends Error {}

export interface DemoResult {
  team: DemoUser[];
  figures: DemoFigures;
  /** The super admin the demo writes as (history). */
  authorId: number | null;
}

export async function createDemoCompany(ctx: ServerContext, options: DemoOptions, progress: (step: string) => void = () => {}): Promise<DemoResult> {
  const plan = demoPlan(options);
  const emails = demoStaffNames(new SeededRandom(options.seed)).map((name) => name.email);
  return ctx.database.db.transaction(async (tx) => {
    const found = await businessDataFound(tx, emails);
    if (found.length) throw new DemoRefusedError(refusalMessage(found));
    const users = tableOf(user);
    const [superAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true)).orderBy(asc(users.id)).limit(1);
    const authorId = superAdmin ? Number(superAdmin.id) : null;
    const writer = new DemoWriter(ctx, tx, authorId);
    progress('staff');
    const team = await createStaff(writer, plan.random);
    progress('holdings, clients, legal entities, brands');
    const clients = await createCounterparties(writer, plan, team);
    progress('contracts');
    const contracts = await createContracts(writer, plan, clients);
    progress('orders, products, payments');
    const orders = await createOrders(writer, plan, { clients, contracts, formats: await createFormats(writer), team });
    progress('creatives');
    await createCreatives(writer, plan, orders, contracts);
    progress('domain inventory');
    await createDomainInventory(writer, plan);
    progress('publishers and their sources');
    await createPublishers(ctx, writer, plan, authorId);
    progress('DSPs');
    await createDsps(writer, plan);
    progress('DMPs');
    await createDmps(writer);
    return { team, figures: await demoFigures(tx, options.today), authorId };
  });
}
