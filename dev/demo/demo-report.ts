/** The runner's closing words: what the demo made, how long it took, and the staff's passwords (shown this once). */
import type { Database } from '../../src/server/db/connection';
import type { DemoResult } from './demo-company';

const whole = (n: number) => n.toLocaleString('en-US');
const roubles = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} RUB`;

export async function demoReport(database: Database, result: DemoResult, info: { seconds: number; publicUrl: string; where: string }): Promise<string> {
  const { rows: departments } = await database.query('select id, name from departments');
  const departmentName = new Map(departments.map((d) => [Number(d.id), String(d.name)]));
  const { rows, orders, receivables } = result.figures;
  const lines = [
    '',
    `Demo company written to ${info.where} in ${info.seconds.toFixed(1)} s:`,
    `  ${whole(rows.holdings)} holdings, ${whole(rows.clients)} clients, ${whole(rows.legal_entities)} legal entities, ${whole(rows.brands)} brands, ${whole(rows.brand_verticals)} verticals`,
    `  ${whole(rows.contracts)} contracts, ${whole(rows.original_contracts)} original contracts`,
    `  ${whole(rows.orders)} orders (${whole(orders.thisMonth)} this month, ${whole(orders.locked)} locked) with ${whole(rows.products)} products, ${roubles(orders.sumWithNds)} with VAT`,
    `  ${whole(rows.invoices)} payments, ${roubles(orders.paymentSum)}; receivables: ${whole(receivables.count)} orders, ${roubles(receivables.debt)} (${whole(receivables.lateOver60Days)} over 60 days late)`,
    `  ${whole(rows.creatives)} creatives, ${whole(rows.creative_statistics)} creative statistics`,
    '',
    `Sign in at ${info.publicUrl} (npm start) as one of these people. The passwords are shown only now:`,
    ...result.team.map((u) => `  ${u.role.padEnd(8)}${(departmentName.get(u.department) ?? '').padEnd(14)}${u.fullName.padEnd(24)}${u.email.padEnd(34)}${u.password}`),
    '',
  ];
  return lines.join('\n');
}
