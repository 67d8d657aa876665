/**
 * The placements of a demo order: one to three ad formats sharing its budget, priced in their
 * units, with the agency's commission, an occasional discount, the buying price behind the
 * planned margin, and what was delivered (all of it once the month is over, part of it now).
 */
import { productFormat } from '../../src/domain/reference/reference';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import type { SeededRandom } from './seeded-random';
import { adFormats, placements } from './word-lists';

type AdFormat = (typeof adFormats)[number];
export type DemoFormats = Map<string, number>;

export async function createFormats(writer: DemoWriter): Promise<DemoFormats> {
  const formats: DemoFormats = new Map();
  for (const format of adFormats) formats.set(format.name, await writer.findOrCreate(productFormat, 'name', { name: format.name }));
  return formats;
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const kopecks = (value: number) => Math.round(value * 100) / 100;

/** Units to buy for this much money: thousands of impressions, hundreds of clicks, one special project. */
function volume(format: AdFormat, price: number, money: number): number {
  if (format.type === 'ITEMS') return 1;
  if (format.type === 'IMPRESSIONS') return round((money / price) * 1000, 1000);
  return round(money / price, 100);
}

function priceFor(random: SeededRandom, format: AdFormat, money: number): number {
  if (format.type === 'ITEMS') return round(money, 1000);
  const [low, high] = format.price;
  return kopecks(low + random.next() * (high - low));
}

export interface ProductFacts {
  order: number;
  budget: number;
  agency: boolean;
  /** How much of the month's delivery is done: 1 for a month that is over, 0 for a canceled order. */
  delivered: number;
}

/** The products of an order, to create in the month's bulk pass. */
export function productBodies(plan: DemoPlan, formats: DemoFormats, facts: ProductFacts): Array<Record<string, unknown>> {
  const { random } = plan;
  const count = random.weighted([[1, 45], [2, 35], [3, 20]] as const);
  const shares = Array.from({ length: count }, () => 0.5 + random.next());
  const whole = shares.reduce((a, b) => a + b, 0);
  return shares.map((share) => {
    const money = (facts.budget * share) / whole;
    const fitting = adFormats.filter((f) => f.type !== 'ITEMS' || money >= f.price[0]);
    const format = random.pick(fitting);
    const price = priceFor(random, format, money);
    const amount = volume(format, price, money);
    const planPrice = format.type === 'ITEMS' ? round(price * (0.4 + random.next() * 0.3), 1000) : kopecks(price * (0.45 + random.next() * 0.3));
    const done = facts.delivered >= 1 ? 0.9 + random.next() * 0.18 : facts.delivered;
    const fact = format.type === 'ITEMS' ? (done >= 0.9 ? 1 : 0) : Math.round(amount * done);
    return {
      order: facts.order,
      name: format.name,
      place: random.pick(placements),
      format: formats.get(format.name),
      buyType: random.weighted([['DIRECT', 3], ['IMHO', 1]] as const),
      device: random.pick(['Все устройства', 'Десктоп', 'Мобильные']),
      type: format.type,
      price,
      amount,
      amountFact: fact,
      realizedItems: fact,
      discount: random.chance(0.15) ? random.pick([5, 10, 15]) : 0,
      discountType: 'PERCENTS',
      commission: facts.agency ? random.int(10, 15) : 0,
      commissionType: 'PERCENTS',
      ndsCalculation: 'ACCRUE',
      planPrice,
      truePrice: fact ? kopecks(planPrice * (0.9 + random.next() * 0.2)) : 0,
    };
  });
}
