/**
 * `POST /api/domains/connect/` {platformId} (the platforms' "To domain"): 201 with the domain
 * made from the platform, or 200 with the one it already has and a detail saying so; 404 for an unknown platform.
 */
import { eq } from 'drizzle-orm';
import { connectDomain } from '../../domain/domains/domain-actions';
import { domain } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { platform } from '../../domain/domains/platforms';
import { notFound } from '../../domain/core/refusals/refusal';
import { items } from '../items/items';
import { actionRoute } from '../http/actions/action-route';

export const connectDomainRoute = actionRoute(
  connectDomain,
  async ({ ctx, actor, tx, body, reply }) => {
    const scope = { ctx, actor, tx };
    if (!(await items(platform, scope).read(body.platformId))) throw notFound();
    const domains = items(domain, scope);
    const rows = domains.rows();
    const [existing] = await tx.select({ id: rows.id }).from(rows).where(eq(rows.platform, body.platformId)).limit(1);
    if (existing) {
      const record = (await domains.read(existing.id as number))!;
      // The existing domain answers 200 (API.md), not the declared 201 of a new one, and says so.
      const answer = { ...record, detail: inventoryMessages.connectExists.replace('{{domain}}', String(record.domain)), code: 'domains.connectExists', values: { domain: String(record.domain) } };
      void reply.code(200).send(answer);
      return answer;
    }
    return domains.create({ platform: body.platformId, status: 'NO_CHECKED' });
  },
  { transaction: true },
);
