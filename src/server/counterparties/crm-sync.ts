/**
 * CRM organisation sync (spec 1 §2 brand table): a background task reads every organisation
 * from Pipedrive and upserts them as CRM organisations by CRM id, with history like any write.
 */
import { isNotNull } from 'drizzle-orm';
import { pipeOrganization } from '../../domain/counterparties/counterparties';
import { fetchAllOrganizations, readPipedriveConfig } from '../integrations/pipedrive';
import { defineJob } from '../jobs/job-handlers';
import { items } from '../items/items';
import { systemReader } from '../items/readers';
import { systemActor } from '../items/system-actor';
import { crmSyncStart } from '../../domain/counterparties/counterparty-actions';
import { actionRoute } from '../http/actions/action-route';
import type { ServerContext } from '../server-context';

export const crmSyncJob = 'brands.crm-sync';

/**
 * Creates the organisations new to the CRM and renames the renamed ones, through the entity
 * service (validation, history) in one transaction, as the user who started the task.
 */
export async function syncCrmOrganizations(ctx: ServerContext, userId: number | null): Promise<{ created: number; updated: number }> {
  const organisations = await fetchAllOrganizations(readPipedriveConfig());
  const actor = systemActor(userId);
  const table = systemReader('the sync matches every stored CRM organisation by its CRM id').rows(pipeOrganization);
  let created = 0;
  let updated = 0;
  await ctx.database.db.transaction(async (tx) => {
    const stored = await tx.select({ id: table.id, crmId: table.crmId, name: table.name }).from(table).where(isNotNull(table.crmId));
    const byCrmId = new Map(stored.map((row) => [Number(row.crmId), row]));
    for (const organisation of organisations) {
      const existing = byCrmId.get(organisation.crmId);
      if (!existing) {
        const saved = await items(pipeOrganization, { ctx, actor, tx }).create({ name: organisation.name, crmId: organisation.crmId });
        byCrmId.set(organisation.crmId, { id: saved.id, crmId: organisation.crmId, name: organisation.name });
        created++;
      } else if (existing.name !== organisation.name) {
        await items(pipeOrganization, { ctx, actor, tx }).update(existing.id as number, { name: organisation.name });
        existing.name = organisation.name;
        updated++;
      }
    }
  });
  return { created, updated };
}

export const crmSync = defineJob(crmSyncJob, (ctx, data) => syncCrmOrganizations(ctx, (data.userId as number | null) ?? null));

/** One sync at a time for everyone: a start while one is pending or running answers that task. */
export const crmSyncRoute = actionRoute(crmSyncStart, async ({ ctx, actor }) => ({
  taskId: await ctx.jobs.enqueue(crmSyncJob, { userId: actor.id }, { singleFlight: 'all' }),
}));
