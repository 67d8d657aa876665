/**
 * Order documents: ORDERS orders (default 500) with two products each on the embedded database,
 * then one `POST documents/` of all their acts as a .zip of .docx files, and of PDF_ORDERS
 * (default 50) as PDFs. Prints the time until the task's file is ready, its size and the
 * process's memory (RSS, which includes the embedded database) before and at its peak. Run: node --import tsx bench/documents-bench.ts
 */
import { createTestServer } from '../src/server/testing/test-server';

const orders = Number(process.env.ORDERS ?? 500);
const pdfOrders = Number(process.env.PDF_ORDERS ?? 50);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const t = await createTestServer({ LOG_LEVEL: 'silent' });
try {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) => {
    const answer = await t.call(t.adminToken, { method, url: `/api/${url}`, payload });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as Record<string, number | string>;
  };
  const me = await call('GET', 'accounts/current/');
  await call('PATCH', 'legal_entities/organisations/1/', { fullName: 'ООО «Медиа Продажи»', inn: '7700000001', kpp: '770001001', director: 'Иванов И. И.' });
  const client = (await call('POST', 'clients/', { name: 'Bench', type: 'DIRECT', user: me.id })).id;
  const legalEntity = (await call('POST', 'legal_entities/', { fullname: 'ООО «Бенч»', name: 'Bench', legalForm: 'LEGAL', client, billingInfo: { inn: '7701234567' } })).id;
  const pipe = (await call('POST', 'brands/pipe/', { name: 'Bench CRM' })).id;
  const brand = (await call('POST', 'brands/', { name: 'Bench brand', pipeOrganization: pipe })).id;
  const vertical = (await call('POST', 'brands/vertical/', { name: 'Bench vertical', brand })).id;
  const format = (await call('POST', 'products/formats/', { name: 'Banner' })).id;
  const contract = (await call('POST', 'contracts/', { responsible: me.id, legalEntity, client, date: '2026-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'B-1' })).id;
  const seeding = Date.now();
  const ids: number[] = [];
  for (let i = 0; i < orders; i++) {
    const order = (await call('POST', 'orders/', { name: `Campaign ${i}`, client, legalEntity, contract, brand, vertical, site: 'https://bench.example', department: 1, responsible: me.id })).id as number;
    for (const price of [10 + i, 2.5]) await call('POST', 'products/', { order, name: `Баннер ${price}`, format, type: 'CLICKS', price, amount: 1000, planPrice: 1 });
    ids.push(order);
  }
  console.log(`Seeded ${orders} orders with 2 products each in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const run = async (label: string, body: Record<string, unknown>) => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    peakRss = before;
    const started = Date.now();
    const { taskId } = await call('POST', 'documents/', body);
    const task = await t.waitForTask(String(taskId), 600_000);
    const seconds = (Date.now() - started) / 1000;
    if (task.state !== 'SUCCESS') throw new Error(`${label}: ${JSON.stringify(task.detail)}`);
    const file = await t.call(t.adminToken, { method: 'GET', url: `/api/files/temp/${(task.detail as { fileId: number }).fileId}/` });
    console.log(`${label}: ${seconds.toFixed(1)} s, ${(seconds * 1000 / Number((body.orders as number[]).length)).toFixed(0)} ms per order, file ${mb(file.rawPayload.length)}, RSS before ${mb(before)}, peak ${mb(peakRss)} (+${mb(peakRss - before)})`);
  };
  await run(`${orders} acts as .docx in a .zip`, { orders: ids, type: 'ACT', pdf: false });
  await run(`${pdfOrders} acts as .pdf in a .zip`, { orders: ids.slice(0, pdfOrders), type: 'ACT', pdf: true });
} finally {
  clearInterval(sampler);
  await t.close();
}
