/** A send's chains of steps and their one order (dependencies first): what SendPlan joins. */
import { stepKey, type PlannedStep } from './send-step';

export type Chain = PlannedStep[];

/**
 * The order of a send. Every dependency points from a lower rank to a higher one (or
 * within a rank, to an earlier step: a parent contract), so this order, kept stable, is an
 * order in which everything goes after what it needs.
 */
const rank: Record<PlannedStep['kind'], number> = { organisation: 0, legalEntity: 0, contract: 1, originalContract: 1, publisherContract: 1, platform: 2, media: 3, creative: 4, statistic: 5, act: 6, publisherAct: 6, dspAct: 6, dspContract: 1 };

/** The chains joined, each step once (where it first appears), in the order. */
export function joined(...chains: Chain[]): Chain {
  const seen = new Set<string>();
  const steps = chains.flat().filter((step) => {
    const key = stepKey(step);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return steps.map((step, index) => ({ step, index })).sort((a, b) => rank[a.step.kind] - rank[b.step.kind] || a.index - b.index).map(({ step }) => step);
}
