/**
 * The payments of a demo order, by how its client pays: on time (sometimes in advance or in two
 * parts), late, in part, or hardly at all lately. A payment is never dated after today, so
 * recent orders are still open and older ones late: receivables and their ageing have every
 * bucket.
 */
import Decimal from 'decimal.js';
import type { PayerKind } from './counterparties';
import { plusDays } from './demo-calendar';
import type { DemoPlan } from './demo-plan';

export interface PaymentFacts {
  order: number;
  sumWithNds: number;
  dateStart: string;
  dueDate: string;
  payer: PayerKind;
  /** The order is among the last months of a client who stopped paying. */
  recent: boolean;
}

/** Parts of the sum (fractions) and the day each is paid, relative to the due date. */
function schedule(plan: DemoPlan, facts: PaymentFacts): Array<{ part: number; day: string }> {
  const { random } = plan;
  const due = (days: number) => plusDays(facts.dueDate, days);
  switch (facts.payer) {
    case 'punctual':
      if (random.chance(0.08)) return [{ part: 1, day: facts.dateStart }];
      if (random.chance(0.2)) return [{ part: 0.5, day: due(-random.int(5, 20)) }, { part: 0.5, day: due(-random.int(0, 4)) }];
      return [{ part: 1, day: due(-random.int(0, 7)) }];
    case 'late':
      return [{ part: 1, day: due(random.int(5, 75)) }];
    case 'partial': {
      const first = 0.3 + random.int(0, 4) / 10;
      return random.chance(0.5) ? [{ part: first, day: due(random.int(0, 30)) }, { part: 1 - first, day: due(random.int(40, 150)) }] : [{ part: first, day: due(random.int(0, 45)) }];
    }
    case 'defaulter':
      if (facts.recent) return random.chance(0.3) ? [{ part: 0.2, day: due(random.int(10, 40)) }] : [];
      return [{ part: 1, day: due(random.int(30, 120)) }];
  }
}

/** The invoices of an order, to create in the month's bulk pass. */
export function paymentBodies(plan: DemoPlan, facts: PaymentFacts): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  if (facts.sumWithNds <= 0) return bodies;
  const total = new Decimal(facts.sumWithNds);
  let paid = new Decimal(0);
  const parts = schedule(plan, facts);
  const inFull = parts.reduce((whole, p) => whole + p.part, 0) >= 0.999;
  for (const [i, { part, day }] of parts.entries()) {
    if (day > plan.options.today) break;
    // The last part of a payment in full takes the remainder, so the order ends exactly paid.
    const sum = inFull && i === parts.length - 1 ? total.minus(paid) : total.times(part).toDecimalPlaces(2);
    if (sum.lessThanOrEqualTo(0)) continue;
    bodies.push({ order: facts.order, date: day, sum: sum.toNumber(), number: String(plan.random.int(100, 9999)) });
    paid = paid.plus(sum);
  }
  return bodies;
}
