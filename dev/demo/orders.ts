/**
 * Two years of orders, month by month (so order numbers run in time): each active client orders
 * in a month by its habit, the season and the company's growth; each order has its products and
 * the payments its client makes by today. Orders whose month is long over are locked.
 */
import Decimal from 'decimal.js';
import { invoice } from '../../src/domain/sales/invoices';
import { order } from '../../src/domain/sales/orders';
import { product } from '../../src/domain/sales/products';
import { adxDepartmentId } from '../../src/domain/sales/adx';
import type { DemoClient } from './counterparties';
import type { DemoContracts } from './contracts';
import { daysBetween, lastDayOf, plusDays, seasonOf } from './demo-calendar';
import type { DemoPlan } from './demo-plan';
import type { DemoWriter } from './demo-writer';
import type { DemoUser } from './people';
import { paymentBodies } from './payments';
import { productBodies, type DemoFormats } from './products';
import { campaignThemes } from './word-lists';

/** Months after which an order is locked (the month is closed with the accountants). */
const lockedAfterMonths = 3;
/** A client who stops paying does so for its orders of these last months. */
const unpaidMonths = 8;

export interface DemoOrder {
  id: number;
  client: DemoClient;
  brand: DemoClient['brands'][number];
  monthIndex: number;
  dateReport: string;
  dateEnd: string;
  status: string;
}

function statusFor(plan: DemoPlan, age: number): string {
  const { random } = plan;
  if (age === 0) return random.weighted([['PREPARED', 3], ['IN_WORK', 7]] as const);
  if (age === 1) return random.weighted([['IN_WORK', 3], ['COMPLETED', 7]] as const);
  return random.weighted([['COMPLETED', 92], ['CANCELED', 5], ['THIRD_PARTY', 3]] as const);
}

/** The share of the month's delivery done by today. */
function deliveredShare(plan: DemoPlan, dateStart: string, dateEnd: string, status: string): number {
  if (status === 'CANCELED') return 0;
  const today = plan.options.today;
  if (today >= dateEnd) return 1;
  if (today < dateStart) return 0;
  return (daysBetween(dateStart, today) + 1) / (daysBetween(dateStart, dateEnd) + 1);
}

export interface OrderInputs {
  clients: DemoClient[];
  contracts: DemoContracts;
  formats: DemoFormats;
  team: DemoUser[];
}

interface PlannedOrder {
  client: DemoClient;
  brand: DemoClient['brands'][number];
  dateStart: string;
  dateEnd: string;
  status: string;
  body: Record<string, unknown>;
}

/** The month's orders as the clients place them, before anything is written. */
function monthOrders(plan: DemoPlan, inputs: OrderInputs, month: string, monthIndex: number, ordered: Set<number>): PlannedOrder[] {
  const { random, months } = plan;
  const sellers = inputs.team.filter((u) => u.sells);
  const age = months.length - 1 - monthIndex;
  const growth = 0.8 + (0.35 * monthIndex) / months.length;
  const planned: PlannedOrder[] = [];
  for (const client of inputs.clients) {
    if (monthIndex < client.firstMonth || monthIndex > client.lastMonth) continue;
    if (!random.chance(Math.min(0.95, client.activity * seasonOf(month) * growth))) continue;
    const count = random.chance(0.12) ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const contract = random.pick(inputs.contracts.byClient.get(client.id)!);
      const brand = random.pick(client.brands);
      const dateStart = plusDays(month, random.chance(0.6) ? 0 : random.int(1, 10));
      const dateEnd = random.chance(0.7) ? lastDayOf(month) : plusDays(month, random.int(14, 27));
      const status = statusFor(plan, age);
      const department = contract.isAdx ? adxDepartmentId : client.seller.department;
      const colleague = random.pick(sellers.filter((u) => u.department === client.seller.department));
      planned.push({
        client,
        brand,
        dateStart,
        dateEnd,
        status,
        body: {
          name: `${brand.name}: ${random.pick(campaignThemes)}`,
          client: client.id,
          legalEntity: contract.legalEntity,
          contract: contract.id,
          brand: brand.id,
          vertical: random.pick(brand.verticals),
          status,
          responsible: random.chance(0.9) ? client.seller.id : colleague.id,
          accountManager: random.chance(0.3) ? colleague.id : null,
          department,
          dateStart,
          dateEnd,
          dateReport: month,
          ord: random.weighted([['VK', 5], ['OZON', 3], ['OTM', 2]] as const),
          site: brand.site,
          isFirstService: !ordered.has(client.id),
          upsell: random.chance(0.1),
          isLocked: age > lockedAfterMonths && status !== 'CANCELED',
          comment: random.chance(0.1) ? random.pick(['Согласовать креативы до запуска', 'Клиент просит еженедельный отчёт', 'Бюджет может вырасти']) : null,
        },
      });
      ordered.add(client.id);
    }
  }
  return planned;
}

/**
 * Month by month (so order numbers run in time), each month in three bulk passes: its orders,
 * their products, then the payments, which follow the products' sums and the orders' due dates.
 */
export async function createOrders(writer: DemoWriter, plan: DemoPlan, inputs: OrderInputs): Promise<DemoOrder[]> {
  const { random, months } = plan;
  const orders: DemoOrder[] = [];
  const ordered = new Set<number>();
  for (const [monthIndex, month] of months.entries()) {
    const age = months.length - 1 - monthIndex;
    const planned = monthOrders(plan, inputs, month, monthIndex, ordered);
    const saved = await writer.createMany(order, planned.map((p) => p.body));
    const productsOf = planned.map((p, i) => {
      const budget = p.client.budget * random.logNormal(1, 0.35) * Math.sqrt(seasonOf(month));
      return productBodies(plan, inputs.formats, { order: saved[i].id, budget, agency: p.client.type === 'AGENCY', delivered: deliveredShare(plan, p.dateStart, p.dateEnd, p.status) });
    });
    const products = await writer.createMany(product, productsOf.flat());
    const sums = new Map<number, Decimal>();
    for (const item of products) sums.set(Number(item.order), (sums.get(Number(item.order)) ?? new Decimal(0)).plus(Number(item.sumWithNds)));
    const payments = planned.flatMap((p, i) =>
      p.status === 'CANCELED'
        ? []
        : paymentBodies(plan, {
            order: saved[i].id,
            sumWithNds: (sums.get(saved[i].id) ?? new Decimal(0)).toNumber(),
            dateStart: p.dateStart,
            dueDate: String(saved[i].dueDate),
            payer: p.client.payer,
            recent: age < unpaidMonths,
          }),
    );
    await writer.createMany(invoice, payments);
    orders.push(...planned.map((p, i) => ({ id: saved[i].id, client: p.client, brand: p.brand, monthIndex, dateReport: month, dateEnd: p.dateEnd, status: p.status })));
  }
  return orders;
}
