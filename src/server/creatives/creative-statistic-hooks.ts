/**
 * One statistics row per creative and order: a second one is refused (400). The creative's row
 * is locked first, so two writers of its statistics queue instead of both finding none.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { creative, creativeStatistic } from '../../domain/creatives';
import { creativeMessages } from '../../domain/creatives/creative-validation';
import { defineHooks } from '../items/entity-hooks';
import { systemReader } from '../items/readers';
import { invalidFormData } from '../../domain/core/refusals/refusal';

export const creativeStatisticHooks = defineHooks(creativeStatistic, {
  async beforeWrite({ tx, existing }, model) {
    // One row per creative and order holds for every writer, whatever rows they may read.
    const reader = systemReader('a second statistics row of a creative and order is refused, whoever may read the first');
    const creatives = reader.rows(creative);
    const table = reader.rows(creativeStatistic);
    await tx.execute(sql`select 1 from ${creatives} where ${creatives.id} = ${model.creative} for update`);
    const [other] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.creative, model.creative as number), eq(table.order, model.order as number), ...(existing ? [ne(table.id, existing.id)] : [])))
      .limit(1);
    if (other) throw invalidFormData({ creative: [creativeMessages.statisticExists] });
  },
});
