/** A send's chains of steps and their one order (dependencies first): what SendPlan joins. */
import { objectOf } from '../../domain/registry-kinds';
import { stepKey, type PlannedStep } from './send-step';

export type Chain = PlannedStep[];

/**
 * The order of a send, by the object each kind goes as. Every dependency points from a
 * lower rank to a higher one (or within a rank, to an earlier step: a parent contract), so this
 * order, kept stable, is an order in which everything goes after what it needs.
 */
const rankOfObject = { person: 0, contract: 1, platform: 2, media: 3, creative: 4, statistic: 5, invoice: 6 } as const;
const rank = (step: PlannedStep): number => rankOfObject[objectOf(step.kind)];

/** The chains joined, each step once (where it first appears), in the order. */
export function joined(...chains: Chain[]): Chain {
  const seen = new Set<string>();
  const steps = chains.flat().filter((step) => {
    const key = stepKey(step);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return steps.map((step, index) => ({ step, index })).sort((a, b) => rank(a.step) - rank(b.step) || a.index - b.index).map(({ step }) => step);
}
