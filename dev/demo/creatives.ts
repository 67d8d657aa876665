/**
 * Creatives of the demo's orders of the last half year: each order runs one or two, new or already
 * shown in an earlier order of its brand, with the registry's marker and id, the KKTU of the
 * brand's area, landing pages and, for agencies, the original contract. Orders whose month is
 * over have the registry's statistics of most of their creatives; this month's do not yet.
 */
import { creative, creativeStatistic } from '../../src/domain/creatives';
import { kktu } from '../../src/domain/reference/reference';
import type { DemoContracts } from './contracts';
import { plusDays } from './demo-calendar';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import type { DemoOrder } from './orders';
import { brandAreas, campaignThemes, kktuCodes } from './word-lists';

/** Creatives go with the orders of this many last months (the registry's reporting). */
const creativeMonths = 6;
const markerAlphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const kktuOfArea = new Map(brandAreas.map((area) => [area.name, area.kktu]));

interface CreativeInUse {
  id: number;
  orders: number[];
}

export async function createCreatives(writer: DemoWriter, plan: DemoPlan, orders: DemoOrder[], contracts: DemoContracts): Promise<void> {
  const { random, months } = plan;
  const kktuIds = new Map<string, number>();
  for (const [code, name] of kktuCodes) kktuIds.set(code, await writer.findOrCreate(kktu, 'code', { code, name }));
  const byBrand = new Map<number, CreativeInUse[]>();
  let serial = 0;
  const currentMonth = months.length - 1;
  const statistics: Array<Record<string, unknown>> = [];
  for (const order of orders) {
    if (order.status === 'CANCELED' || order.monthIndex <= currentMonth - creativeMonths) continue;
    const shown = byBrand.get(order.brand.id) ?? [];
    const running: number[] = [];
    for (let n = random.weighted([[1, 7], [2, 3]] as const); n > 0; n--) {
      const reuse = shown.filter((c) => !c.orders.includes(order.id));
      if (reuse.length && random.chance(0.4)) {
        const again = random.pick(reuse);
        again.orders.push(order.id);
        await writer.update(creative, again.id, { orders: again.orders });
        running.push(again.id);
        continue;
      }
      const form = random.weighted([['Banner', 5], ['Video', 3], ['TextGraphicBlock', 2]] as const);
      let marker = '';
      for (let i = 0; i < 14; i++) marker += random.pick([...markerAlphabet]);
      const agencyContracts = contracts.originalByClient.get(order.client.id) ?? [];
      const saved = await writer.create(creative, {
        marker: `2Vtzq${marker}`,
        erirId: `CR-${order.dateReport.slice(0, 4)}-${String((serial += 1)).padStart(5, '0')}`,
        typeAdCompany: form === 'Video' ? 'CPM' : random.weighted([['CPM', 5], ['CPC', 4], ['CPA', 1]] as const),
        distributionForm: form,
        text: form === 'TextGraphicBlock' ? `${order.brand.name}: ${random.pick(campaignThemes).toLowerCase()}. Подробности на сайте.` : null,
        kktu: [kktuIds.get(kktuOfArea.get(order.brand.area)!)],
        targetUrls: [`${order.brand.site}/promo?utm_source=demo&utm_campaign=${serial}`],
        contract: agencyContracts.length ? random.pick(agencyContracts) : null,
        needCheckInCh: order.monthIndex === currentMonth && random.chance(0.4),
        orders: [order.id],
      });
      shown.push({ id: saved.id, orders: [order.id] });
      running.push(saved.id);
    }
    byBrand.set(order.brand.id, shown);
    if (order.monthIndex === currentMonth) continue;
    for (const id of running) {
      const date = plusDays(order.dateEnd, random.int(1, 12));
      if (date <= plan.options.today && random.chance(0.9)) statistics.push({ creative: id, order: order.id, date });
    }
  }
  await writer.createMany(creativeStatistic, statistics);
}
