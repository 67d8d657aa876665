/**
 * The items service's `updateMany` on a few thousand rows, on the embedded database: products of
 * a few hundred orders get a new price in one call (validation, locks, hooks, the orders' sums
 * and history per row, one transaction). Prints the seconds (wall and this process's CPU) and the statements it took.
 * Options: PRODUCTS (default 3000), PER_ORDER (default 10). Run:
 *   node --import tsx bench/update-many-bench.ts
 */
import os from 'node:os';
import { order } from '../src/domain/sales/orders';
import { product } from '../src/domain/sales/products';
import { statementObservers } from '../src/server/db/query-timing';
import { items } from '../src/server/items/items';
import { systemActor } from '../src/server/items/system-actor';
import { orderPayload, productPayload, salesWorld } from '../dev/fixtures/sales-fixtures';
import { createTestServer } from '../dev/testing/test-server';

const products = Number(process.env.PRODUCTS ?? 3000);
const perOrder = Number(process.env.PER_ORDER ?? 10);

console.log(`updateMany on the embedded database: ${products} products of ${products / perOrder} orders, Node ${process.version}, ${os.cpus().length} cores`);
const t = await createTestServer();
try {
  const w = await salesWorld(t);
  const actor = systemActor(w.admin);
  const scope = { ctx: t.ctx, actor };
  const orders = await items(order, scope).createMany(Array.from({ length: products / perOrder }, () => orderPayload(w, { dateStart: '2026-02-03', dateEnd: '2026-02-20', dateReport: '2026-02-01' })));
  const created = await items(product, scope).createMany(orders.flatMap((o) => Array.from({ length: perOrder }, (_, i) => productPayload(w, Number(o.id), { price: 10 + i }))));
  let statements = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const saved = await statementObservers.run({ statement: () => (statements += 1) }, () =>
    items(product, scope).updateMany(created.map((p) => ({ id: p.id!, values: { price: Number(p.price) + 1 } }))),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuUsed = process.cpuUsage(cpu);
  const cpuSeconds = (cpuUsed.user + cpuUsed.system) / 1e6;
  const [first] = await items(order, scope).readMany([orders[0].id!]);
  console.log(`updated ${saved.length} products in ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s of CPU), ${statements} statements; first order's sum without VAT ${first.sumWithoutNds}`);
} finally {
  await t.close();
}
