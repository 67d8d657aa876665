/**
 * Order documents (issue "Order documents"): POST documents/ → task → temp file; one order a
 * .docx or .pdf, several a .zip, COLLATION an .xlsx; signed documents carry the organisation's
 * signature and stamp; every refusal is a 400 with its message; contract documents inline.
 * Every file is opened and its text read.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../dev/testing/test-server';
import { docxText, pdfText, plainSpaces, tinyPng, withoutSpaces, zipEntries } from '../../../dev/testing/document-readers';
import { multipart } from '../files/multipart-body';
import { created, orderPayload, productPayload, salesWorld, type Row, type SalesWorld } from '../../../dev/fixtures/sales-fixtures';

let t: TestServer;
let w: SalesWorld;
const feb = { dateStart: '2026-02-03', dateEnd: '2026-02-20', dateReport: '2026-02-01' };

const requisites = {
  fullName: 'ООО «Медиа Продажи»',
  inn: '7700000001',
  kpp: '770001001',
  address: 'Москва, ул. Тверская, 1',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  checkingAccount: '40702810000000000001',
  correspondentAccount: '30101810400000000225',
  director: 'Иванов И. И.',
  accountant: 'Петрова П. П.',
};

beforeAll(async () => {
  t = await createTestServer();
  w = await salesWorld(t);
  const patched = await t.call(t.adminToken, { method: 'PATCH', url: '/api/legal_entities/organisations/1/', payload: requisites });
  expect(patched.statusCode, patched.body).toBe(200);
  const buyer = await t.call(t.adminToken, {
    method: 'PATCH',
    url: `/api/legal_entities/${w.legalEntity}/`,
    payload: { fullname: 'ООО «Акме»', ceoName: 'Сидоров С. С.', billingAddress: 'Санкт-Петербург', billingInfo: { inn: '7701234567', kpp: '780101001' } },
  });
  expect(buyer.statusCode, buyer.body).toBe(200);
});
afterAll(() => t?.close());

async function orderWith(prices: number[], extra: Record<string, unknown> = {}): Promise<Row> {
  const o = await created(t, t.adminToken, 'orders/', orderPayload(w, { ...feb, ...extra }));
  for (const price of prices) await created(t, t.adminToken, 'products/', productPayload(w, o.id, { price, amount: 100, name: `Баннер ${price}` }));
  return (await t.call(t.adminToken, { method: 'GET', url: `/api/orders/${o.id}/` })).json() as Row;
}

const post = (payload: Record<string, unknown>, token = t.adminToken) => t.call(token, { method: 'POST', url: '/api/documents/', payload });

/** Generates and downloads: the file's name, type and bytes. */
async function generated(payload: Record<string, unknown>, token = t.adminToken) {
  const answer = await post(payload, token);
  expect(answer.statusCode, answer.body).toBe(200);
  const task = await t.waitForTask(answer.json().taskId);
  expect(task.state, JSON.stringify(task.detail)).toBe('SUCCESS');
  const fileId = (task.detail as { fileId: number }).fileId;
  const file = await t.call(token, { method: 'GET', url: `/api/files/temp/${fileId}/` });
  expect(file.statusCode).toBe(200);
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(file.headers['content-disposition']))![1]);
  return { name, type: String(file.headers['content-type']), data: file.rawPayload };
}

describe('one order', () => {
  it('ACT: a .docx with the parties, contract, rows, totals to the kopeck and the total in words', async () => {
    const o = await orderWith([10, 2.55]);
    expect(o.sumWithNds).toBe(1506);
    const file = await generated({ orders: [o.id], type: 'ACT', signed: false, pdf: false });
    expect(file.name).toBe(`${o.number}_ACT.docx`);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const text = plainSpaces(await docxText(file.data));
    expect(text).toContain(`Акт № ${o.number} от 28.02.2026`);
    expect(text).toContain('ООО «Медиа Продажи»');
    expect(text).toContain('ИНН: 7700000001');
    expect(text).toContain('ООО «Акме»');
    expect(text).toContain('ИНН: 7701234567');
    expect(text).toContain('Основание: Договор № C-1 от 10.01.2026');
    expect(text).toContain('Баннер 2.55');
    expect(text).toContain('Итого без НДС: 1 255,00');
    expect(text).toContain('НДС 20%: 251,00');
    expect(text).toContain('Всего с НДС: 1 506,00');
    expect(text).toContain('Одна тысяча пятьсот шесть рублей 00 копеек');
    expect(text).toContain('/ Иванов И. И. /');
  });

  it('UPD as .pdf: real text with Cyrillic, read back from the PDF', async () => {
    const o = await orderWith([3.33]);
    const file = await generated({ orders: [o.id], type: 'UPD', pdf: true });
    expect(file.name).toBe(`${o.number}_UPD.pdf`);
    expect(file.type).toBe('application/pdf');
    const text = withoutSpaces(await pdfText(file.data));
    expect(text).toContain(withoutSpaces('Универсальный передаточный документ'));
    expect(text).toContain(withoutSpaces('ИНН/КПП продавца: 7700000001 / 770001001'));
    expect(text).toContain(withoutSpaces('Всего к оплате: 399,60'));
  });

  it('FACTURA of a PLN order: Polish VAT invoice with net, VAT and gross', async () => {
    const o = await orderWith([10], { currency: 'PLN', nds: 23 });
    const text = plainSpaces(await docxText((await generated({ orders: [o.id], type: 'FACTURA' })).data));
    expect(text).toContain(`Faktura VAT / VAT invoice nr ${o.number}`);
    expect(text).toContain('VAT 23%: 230,00');
    expect(text).toContain('Do zapłaty / Amount due (PLN): 1 230,00');
  });
});

describe('several orders', () => {
  it('one .zip with one file per order, named by order number and type', async () => {
    const a = await orderWith([10]);
    const b = await orderWith([20]);
    const file = await generated({ orders: [a.id, b.id], type: 'INVOICE', pdf: false });
    expect(file.type).toBe('application/zip');
    const entries = await zipEntries(file.data);
    expect([...entries.keys()]).toEqual([`${a.number}_INVOICE.docx`, `${b.number}_INVOICE.docx`].sort());
    expect(plainSpaces(await docxText(entries.get(`${b.number}_INVOICE.docx`)!))).toContain('Всего к оплате: 2 400,00');
    const pdfs = await zipEntries((await generated({ orders: [a.id, b.id], type: 'ATTACHMENT', pdf: true })).data);
    expect(plainSpaces(await pdfText(pdfs.get(`${a.number}_ATTACHMENT.pdf`)!))).toContain('Медиаплан');
  });

  it('COLLATION: the reconciliation statement .xlsx of the orders, their payments and the balance', async () => {
    const a = await orderWith([10]);
    const b = await orderWith([5]);
    await created(t, t.adminToken, 'payments/', { order: a.id, date: '2026-02-10', sum: 1000, number: 'П-7' });
    const file = await generated({ orders: [a.id, b.id], type: 'COLLATION', signed: true, pdf: true });
    expect(file.name).toMatch(/^COLLATION_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.data as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((row) => Array.from((row as unknown[]).slice(1), (v) => v ?? null));
    expect(rows).toContainEqual(['10.02.2026', `Оплата № П-7 по заказу ${a.number}`, null, 1000]);
    expect(rows).toContainEqual(['', 'Обороты за период', 1800, 1000]);
    expect(rows.find((row) => row[1] === 'Сальдо конечное')?.slice(0, 3)).toEqual(['', 'Сальдо конечное', 800]);
    expect(String(rows.at(-1)?.[0])).toMatch(/в пользу ООО «Медиа Продажи»: 800,00 RUB$/);
  });
});

describe('signed documents', () => {
  it('refuses until the organisation has a signature and a stamp, then draws both images', async () => {
    const o = await orderWith([10]);
    const refused = await post({ orders: [o.id], type: 'ACT_SIGNED' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('The billing organisation Main billing organisation has no signature or stamp image');
    const ids: number[] = [];
    for (const [name, image] of [['signature.png', tinyPng(8, 4)], ['stamp.png', tinyPng(6, 6)]] as const) {
      const upload = await t.call(t.adminToken, { method: 'POST', url: '/api/files/?for=organisation.signature', ...multipart([{ name: 'file', value: image, filename: name }]) });
      expect(upload.statusCode, upload.body).toBe(201);
      ids.push(upload.json().id);
    }
    expect((await t.call(t.adminToken, { method: 'PATCH', url: '/api/legal_entities/organisations/1/', payload: { signature: ids[0], stamp: ids[1] } })).statusCode).toBe(200);
    const docx = await generated({ orders: [o.id], type: 'ACT', signed: true });
    expect([...(await zipEntries(docx.data)).keys()].filter((name) => name.startsWith('word/media/'))).toHaveLength(2);
    const unsigned = await generated({ orders: [o.id], type: 'ACT' });
    expect([...(await zipEntries(unsigned.data)).keys()].filter((name) => name.startsWith('word/media/'))).toHaveLength(0);
    const pdf = await generated({ orders: [o.id], type: 'ACT_SIGNED', pdf: true });
    expect(pdf.data.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('answers 400 with the reason and starts no task', async () => {
    const rub = await orderWith([10]);
    const pln = await orderWith([10], { currency: 'PLN' });
    const empty = await orderWith([]);
    const noEntity = await orderWith([10], { legalEntity: null });
    const expectRefusal = async (payload: Record<string, unknown>, detail: string) => {
      const answer = await post(payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().detail).toBe(detail);
    };
    await expectRefusal({ orders: [rub.id, 99999999], type: 'ACT' }, 'Orders not found: 99999999');
    await expectRefusal({ orders: [rub.id], type: 'POLAND_INVOICE' }, `Polish documents are made for PLN orders: order ${rub.number} is not in PLN`);
    await expectRefusal({ orders: [pln.id], type: 'UPD' }, `Order ${pln.number} is in PLN: choose a Polish invoice or factura`);
    await expectRefusal({ orders: [empty.id], type: 'ACT' }, `Order ${empty.number} has no products`);
    await expectRefusal({ orders: [noEntity.id], type: 'INVOICE' }, `Order ${noEntity.number} has no legal entity`);
    const otherEntity = (await created(t, t.adminToken, 'legal_entities/', { fullname: 'ООО Другое', name: 'Other', legalForm: 'LEGAL', billingInfo: { inn: '7709999999' } })).id;
    const other = await orderWith([1], { legalEntity: otherEntity });
    await expectRefusal({ orders: [rub.id, other.id], type: 'COLLATION' }, 'A reconciliation statement is made for orders of one legal entity and one billing organisation');
    expect((await post({ orders: [rub.id], type: 'LETTER' })).statusCode).toBe(400);
    expect((await post({ orders: [], type: 'ACT' })).statusCode).toBe(400);
    expect((await post({ type: 'ACT' })).json().errors.orders).toEqual(['Required field']);
    expect((await t.call(null, { method: 'POST', url: '/api/documents/', payload: { orders: [rub.id], type: 'ACT' } })).statusCode).toBe(401);
  });

  it('lets any signed-in user generate, and keeps the file to them (and admins)', async () => {
    const o = await orderWith([10]);
    const user = await t.userWithRole('USER');
    const other = await t.userWithRole('USER');
    const answer = await post({ orders: [o.id], type: 'INVOICE' }, user.token);
    const task = await t.waitForTask(answer.json().taskId);
    const fileId = (task.detail as { fileId: number }).fileId;
    expect((await t.call(user.token, { method: 'GET', url: `/api/files/temp/${fileId}/` })).statusCode).toBe(200);
    expect((await t.call(other.token, { method: 'GET', url: `/api/files/temp/${fileId}/` })).statusCode).toBe(403);
  });
});

describe('contract documents', () => {
  it('opens the contract inline as PDF or .docx, and the attachment once the contract has orders', async () => {
    const terms = { responsible: w.admin, legalEntity: w.legalEntity, client: w.client, date: '2026-01-15', type: 'SERVICE', subject: 'REPRESENTATION', price: 50000, number: 'C-77' };
    const contract = (await created(t, t.adminToken, 'contracts/', terms)).id;
    const pdf = await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/docs/contract/?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="C-77_contract.pdf"/);
    const text = plainSpaces(await pdfText(pdf.rawPayload));
    expect(text).toContain('Договор № C-77 от 15.01.2026');
    expect(text).toContain('50 000,00 руб.');
    const docx = await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/docs/contract/` });
    expect(docx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await docxText(docx.rawPayload)).toContain('ООО «Акме»');

    const none = await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/docs/attachment/?format=pdf` });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('The contract has no orders');
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/` })).json().hasOrders).toBe(false);
    const o = await orderWith([10], { contract });
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/` })).json().hasOrders).toBe(true);
    const attachment = await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/docs/attachment/?format=docx` });
    expect(attachment.statusCode).toBe(200);
    expect(plainSpaces(await docxText(attachment.rawPayload))).toContain(`Приложение № ${o.number}`);

    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/docs/letter/` })).statusCode).toBe(400);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/contracts/${contract}/docs/contract/?format=odt` })).statusCode).toBe(400);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/contracts/99999999/docs/contract/' })).statusCode).toBe(404);
  });
});

describe('billing organisation requisites', () => {
  it('are edited by admins only', async () => {
    const user = await t.userWithRole('USER');
    expect((await t.call(user.token, { method: 'PATCH', url: '/api/legal_entities/organisations/2/', payload: { kpp: '1' } })).statusCode).toBe(403);
    const organisation = (await t.call(t.adminToken, { method: 'GET', url: '/api/legal_entities/organisations/1/' })).json();
    expect(organisation).toMatchObject(requisites);
  });
});
