/**
 * The routes of the buying side's acts (API.md "Buying side"): generation is the POST on the
 * acts' collection, a single synchronous call answering the generation's detail and counts;
 * sending is a task. Both refuse a missing month with the spec's text.
 */
import { refuse } from '../../domain/core/refusals/refusal';
import { actMonth } from '../../domain/core/calendar/act-month';
import { actionRoute } from '../http/actions/action-route';
import type { RouteModule } from '../http/route-module';
import type { MonthGeneration } from '../jobs/month-generation/month-generation';
import type { BuyingActSending } from './buying-act-sending';
import type { generatePublisherActs, sendPublisherActs } from '../../domain/buying-acts/buying-act-actions';

const monthOf = (date: string) => actMonth(date.length === 7 ? `${date}-01` : date).start;

export function buyingActRoutes(actions: { generate: typeof generatePublisherActs; send: typeof sendPublisherActs }, generation: MonthGeneration, sending: BuyingActSending): RouteModule[] {
  const generate = actionRoute(actions.generate, async ({ ctx, actor, query }) => {
    if (!query.date) throw refuse.invalid('registryActs.generateWithoutDate');
    return generation.run(ctx, { date: monthOf(query.date), actor });
  });
  const send = actionRoute(actions.send, async ({ ctx, actor, query }) => {
    if (!query.date) throw refuse.invalid('registryActs.sendWithoutDate');
    const month = monthOf(query.date);
    return { taskId: await ctx.jobs.enqueue(sending.name, { month, userId: actor.id }, { singleFlight: month }) };
  });
  return [generate, send];
}

