/**
 * First step of the order documents benchmark, in a process of its own so that its work does not
 * count in the server's memory: the app on DATA_DIR (migrated and seeded as `npm start` does),
 * then ORDERS orders with two products each created through the API; with SIGNED=1 the billing
 * organisation also gets a signature and a stamp image, uploaded to the file store. Sends the
 * admin's session token and the order ids to the benchmark over IPC.
 */
import { readConfig } from '../src/server/config';
import { createSession } from '../src/server/http/auth/session-store';
import { startServer } from '../src/server/start-server';
import { multipart } from '../src/server/files/multipart-body';
import { tinyPng } from '../dev/testing/document-readers';

const orders = Number(process.env.ORDERS ?? 500);
const config = readConfig({ ...process.env, LOG_LEVEL: 'silent', WORKER: 'off' });
const { app, ctx, stop } = await startServer(config);
try {
  const admin = await ctx.database.query('select id from users where email = $1', [config.adminEmail]);
  const token = await createSession(ctx.database.db, Number(admin.rows[0].id), 1);
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) => {
    const answer = await app.inject({ method, url: `/api/${url}`, payload, headers: { authorization: `Token ${token}` } });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as Record<string, number | string>;
  };
  const me = await call('GET', 'accounts/current/');
  if (process.env.SIGNED === '1') {
    const images: number[] = [];
    for (const [name, image] of [['signature.png', tinyPng(300, 120)], ['stamp.png', tinyPng(200, 200)]] as const) {
      const body = multipart([{ name: 'file', value: image, filename: name }]);
      const answer = await app.inject({ method: 'POST', url: '/api/files/?for=organisation.signature', payload: body.payload, headers: { ...body.headers, authorization: `Token ${token}` } });
      if (answer.statusCode !== 201) throw new Error(`upload of ${name}: ${answer.statusCode} ${answer.body}`);
      images.push(answer.json().id as number);
    }
    await call('PATCH', 'legal_entities/organisations/1/', { signature: images[0], stamp: images[1] });
  }
  await call('PATCH', 'legal_entities/organisations/1/', { fullName: 'ООО «Медиа Продажи»', inn: '7700000001', kpp: '770001001', director: 'Иванов И. И.' });
  const client = (await call('POST', 'clients/', { name: 'Bench', type: 'DIRECT', user: me.id })).id;
  const legalEntity = (await call('POST', 'legal_entities/', { fullname: 'ООО «Бенч»', name: 'Bench', legalForm: 'LEGAL', client, billingInfo: { inn: '7701234567' } })).id;
  const pipe = (await call('POST', 'brands/pipe/', { name: 'Bench CRM' })).id;
  const brand = (await call('POST', 'brands/', { name: 'Bench brand', pipeOrganization: pipe })).id;
  const vertical = (await call('POST', 'brands/vertical/', { name: 'Bench vertical', brand })).id;
  const format = (await call('POST', 'products/formats/', { name: 'Banner' })).id;
  const contract = (await call('POST', 'contracts/', { responsible: me.id, legalEntity, client, date: '2026-01-10', type: 'SERVICE', subject: 'REPRESENTATION', price: 0, number: 'B-1' })).id;
  const ids: number[] = [];
  for (let i = 0; i < orders; i++) {
    const order = (await call('POST', 'orders/', { name: `Campaign ${i}`, client, legalEntity, contract, brand, vertical, site: 'https://bench.example', department: 1, responsible: me.id })).id as number;
    for (const price of [10 + i, 2.5]) await call('POST', 'products/', { order, name: `Баннер ${price}`, format, type: 'CLICKS', price, amount: 1000, planPrice: 1 });
    ids.push(order);
  }
  process.send!({ token, ids });
} finally {
  await stop();
}
