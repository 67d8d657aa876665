/**
 * CRM organisation sync (spec 1 §2 brand table): a background task reads every organisation
 * from Pipedrive and upserts them as CRM organisations by CRM id.
 */
import { sql } from 'drizzle-orm';
import { pipeOrganization } from '../../../domain/entities/counterparties';
import { tableOf } from '../../db/entity-tables';
import { fetchAllOrganizations, readPipedriveConfig } from '../../integrations/pipedrive';
import { defineJob } from '../../jobs/job-handlers';
import { actorOf } from '../../http/auth/authenticate';
import type { RouteModule } from '../../http/route-module';
import type { ServerContext } from '../../server-context';

export const crmSyncJob = 'brands.crm-sync';

export async function syncCrmOrganizations(ctx: ServerContext, userId: number | null): Promise<{ created: number; updated: number }> {
  const organisations = await fetchAllOrganizations(readPipedriveConfig());
  const table = tableOf(pipeOrganization);
  let created = 0;
  let updated = 0;
  await ctx.database.db.transaction(async (tx) => {
    for (let i = 0; i < organisations.length; i += 500) {
      const batch = organisations.slice(i, i + 500);
      const now = new Date().toISOString();
      const rows = await tx
        .insert(table)
        .values(batch.map((o) => ({ name: o.name, crmId: o.crmId, createdBy: userId, updatedBy: userId, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: table.crmId,
          set: { name: sql`excluded.name`, updatedBy: userId, updatedAt: now },
          setWhere: sql`${table.name} is distinct from excluded.name`,
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of rows) (row.inserted ? created++ : updated++);
    }
  });
  return { created, updated };
}

export const crmSync = defineJob(crmSyncJob, (ctx, data) => syncCrmOrganizations(ctx, (data.userId as number | null) ?? null));

export const crmSyncRoutes: RouteModule = (api, ctx) => {
  api.post('/brands/sync/', async (request) => {
    const actor = actorOf(request);
    const taskId = await ctx.jobs.enqueue(crmSyncJob, { userId: actor.id });
    return { taskId };
  });
};
