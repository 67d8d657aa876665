/** The document models, to the kopeck: rows, VAT, totals, dates, numbers, parties, words. */
import { describe, expect, it } from 'vitest';
import { collationStatement } from './collation-document';
import { documentInput, product } from '../../../dev/fixtures/document-fixtures';
import { orderDocumentBlocks } from './document-blocks';
import { documentRow, documentRows, documentTotals } from './document-rows';
import { documentFileName } from './document-numbering';
import { documentRequest } from './document-types';
import { orderDocument } from './order-documents';
import { printedMoney } from './printed-values';

describe('rows and totals', () => {
  it('takes the VAT charged on top as the difference of the stored sums', () => {
    expect(documentRow(product(), 1, 20)).toMatchObject({ quantity: 100, unit: 'клик', price: 10, sumWithoutVat: 1000, vatRate: 20, vat: 200, sumWithVat: 1200 });
  });

  it('takes the VAT highlighted inside the price as sum × rate / (100 + rate), the rest without VAT', () => {
    const row = documentRow(product({ ndsCalculation: 'HIGHLIGHT', sumWithoutNds: 1000, sumWithNds: 1000 }), 1, 20);
    expect(row).toMatchObject({ vat: 166.67, sumWithoutVat: 833.33, sumWithVat: 1000, price: 8.33 });
  });

  it('counts 1000-impression units in thousands and prints the discounted price', () => {
    const impressions = documentRow(product({ type: 'IMPRESSIONS', price: 120, amount: 150_000, sumWithoutNds: 18_000, sumWithNds: 21_600 }), 1, 20);
    expect(impressions).toMatchObject({ quantity: 150, unit: 'тыс. показов', price: 120, sumWithoutVat: 18_000, vat: 3600 });
    const discounted = documentRow(product({ discount: 10, sumWithoutNds: 900, sumWithNds: 1080 }), 2, 20);
    expect(discounted).toMatchObject({ price: 9, discount: '10%', sumWithoutVat: 900, vat: 180, sumWithVat: 1080 });
  });

  it('uses 20% for an order without VAT and prints no VAT at a zero rate', () => {
    expect(documentRow(product({ ndsCalculation: 'HIGHLIGHT', sumWithNds: 120, sumWithoutNds: 120 }), 1, null)).toMatchObject({ vat: 20, vatRate: 20 });
    expect(documentRow(product({ sumWithoutNds: 1000, sumWithNds: 1000 }), 1, 0)).toMatchObject({ vat: 0, vatRate: 0, sumWithoutVat: 1000 });
  });

  it('adds the rows exactly: totals equal the order sums to the kopeck', () => {
    const rows = documentRows(
      [
        product({ sumWithoutNds: 0.1, sumWithNds: 0.12 }),
        product({ sumWithoutNds: 0.2, sumWithNds: 0.24 }),
        product({ ndsCalculation: 'HIGHLIGHT', sumWithoutNds: 333.33, sumWithNds: 333.33 }),
      ],
      20,
    );
    expect(rows.map((r) => r.vat)).toEqual([0.02, 0.04, 55.56]);
    expect(documentTotals(rows)).toEqual({ withoutVat: 278.07, vat: 55.62, withVat: 333.69 });
  });
});

describe('order documents', () => {
  const input = documentInput({
    products: [product(), product({ name: 'Видео', type: 'VIEWS', price: 2.5, amount: 1001, sumWithoutNds: 2502.5, sumWithNds: 3003 })],
  });

  it('ACT: numbered as the order, dated the last day of the report month, totals and words', () => {
    const act = orderDocument('ACT', input, false);
    expect(act).toMatchObject({ number: '2026-00012', date: '2026-02-28', title: 'Акт № 2026-00012 от 28.02.2026', fileBaseName: '2026-00012_ACT', signed: false });
    expect(act.totals).toEqual({ withoutVat: 3502.5, vat: 700.5, withVat: 4203 });
    expect(act.totalLines).toEqual([
      ['Итого без НДС:', 3502.5],
      ['НДС 20%:', 700.5],
      ['Всего с НДС:', 4203],
    ]);
    expect(act.amountInWords).toBe('Четыре тысячи двести три рубля 00 копеек');
    expect(act.headerLines).toContain('Основание: Договор № C-1 от 10.01.2026');
    expect(act.seller).toMatchObject({ role: 'Исполнитель', name: 'ООО «Медиа Продажи»' });
    expect(act.seller.requisites).toContainEqual(['ИНН', '7700000001']);
    expect(act.buyer.requisites).toEqual(expect.arrayContaining([['ИНН', '7701234567'], ['КПП', '780101001'], ['Адрес', 'Санкт-Петербург, Невский пр., 2']]));
    expect(act.signers.map((s) => s.name)).toEqual(['Иванов И. И.', 'Сидоров С. С.']);
    expect(act.notes[0]).toBe(`Всего оказано услуг 2, на сумму ${printedMoney(4203)} руб.`);
  });

  it('INVOICE: dated the campaign start, due after the contract payment delay; the order delay wins', () => {
    const invoice = orderDocument('INVOICE', input, true);
    expect(invoice).toMatchObject({ date: '2026-02-03', signed: true });
    expect(invoice.headerLines).toContain('Оплатить до: 05.03.2026');
    expect(orderDocument('INVOICE', { ...input, order: { ...input.order, postponeDays: 5 } }, false).headerLines).toContain('Оплатить до: 08.02.2026');
    expect(invoice.totalLines[1]).toEqual(['В том числе НДС 20%:', 700.5]);
    expect(invoice.signers.map((s) => [s.party, s.title, s.name])).toEqual([
      ['seller', 'Руководитель', 'Иванов И. И.'],
      ['seller', 'Бухгалтер', 'Петрова П. П.'],
    ]);
  });

  it('ATTACHMENT: the attachment number and date when set, a landscape media plan', () => {
    const attachment = orderDocument('ATTACHMENT', { ...input, order: { ...input.order, attachmentNumber: '7', additionalContractDate: '2026-01-25' } }, false);
    expect(attachment).toMatchObject({ number: '7', date: '2026-01-25', landscape: true, title: 'Приложение № 7 от 25.01.2026' });
    expect(attachment.subtitle).toBe('к договору № C-1 от 10.01.2026. Медиаплан');
    expect(attachment.columns.map((c) => c.key)).toEqual(['index', 'name', 'place', 'format', 'unit', 'quantity', 'price', 'discount', 'sumWithoutVat', 'vat', 'sumWithVat']);
  });

  it('UPD: status 1, ИНН/КПП of both parties, currency code, dated as the act', () => {
    const upd = orderDocument('UPD', input, false);
    expect(upd.date).toBe('2026-02-28');
    expect(upd.headerLines).toEqual(expect.arrayContaining(['ИНН/КПП продавца: 7700000001 / 770001001', 'ИНН/КПП покупателя: 7701234567 / 780101001', 'Валюта: наименование, код: Российский рубль, 643']));
    expect(upd.totalLines.at(-1)).toEqual(['Всего к оплате:', 4203]);
  });

  it('POLAND_INVOICE and FACTURA: Polish with English, net, VAT 23% and gross in PLN', () => {
    const pln = documentInput({ order: { ...input.order, currency: 'PLN', nds: 23 }, products: [product({ sumWithoutNds: 1000, sumWithNds: 1230 })] });
    const factura = orderDocument('FACTURA', pln, false);
    expect(factura).toMatchObject({ title: 'Faktura VAT / VAT invoice nr 2026-00012', date: '2026-02-28', currency: 'PLN', amountInWords: null });
    expect(factura.totalLines).toEqual([
      ['Razem netto / Total net:', 1000],
      ['VAT 23%:', 230],
      ['Do zapłaty / Amount due (PLN):', 1230],
    ]);
    expect(factura.rows[0].unit).toBe('kliknięcie');
    const proforma = orderDocument('POLAND_INVOICE', pln, false);
    expect(proforma).toMatchObject({ date: '2026-02-03', title: 'Faktura pro forma / Pro forma invoice nr 2026-00012' });
    expect(proforma.headerLines).toContain('Termin płatności / Payment due: 05.03.2026');
  });

  it('prints every value as text once for both renderers', () => {
    const blocks = orderDocumentBlocks(orderDocument('ACT', input, false)).blocks;
    const table = blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows[1]).toEqual(['2', 'Видео', '1\u00a0001', 'просмотр', '2,50', '2\u00a0502,50', '500,50', '3\u00a0003,00']);
    expect(blocks.find((b) => b.kind === 'totals')).toEqual({ kind: 'totals', lines: [['Итого без НДС:', '3\u00a0502,50'], ['НДС 20%:', '700,50'], ['Всего с НДС:', '4\u00a0203,00']] });
  });
});

describe('request and file names', () => {
  it('reads a _SIGNED type as the signed flag; COLLATION is never signed or PDF', () => {
    expect(documentRequest('ACT_SIGNED', false, true)).toEqual({ type: 'ACT', signed: true, pdf: true });
    expect(documentRequest('UPD', true, false)).toEqual({ type: 'UPD', signed: true, pdf: false });
    expect(documentRequest('COLLATION', true, true)).toEqual({ type: 'COLLATION', signed: false, pdf: false });
  });

  it('names files by order number and type', () => {
    expect(documentFileName('2026-00012', 'ACT', 'pdf')).toBe('2026-00012_ACT.pdf');
    expect(documentFileName('a/b c', 'UPD', 'docx')).toBe('a_b_c_UPD.docx');
  });
});

describe('reconciliation statement', () => {
  const { seller, buyer } = documentInput();
  it('debits each order on its act date, credits each payment, and states the balance', () => {
    const statement = collationStatement(
      seller,
      buyer,
      [
        { number: '2026-00001', name: 'Январь', dateReport: '2026-01-01', sumWithNds: 1200.1, currency: 'RUB', payments: [{ date: '2026-01-15', number: 'П-1', sum: 1000 }] },
        { number: '2026-00002', name: 'Февраль', dateReport: '2026-02-01', sumWithNds: 600.2, currency: 'RUB', payments: [] },
      ],
      '2026-03-10',
    );
    expect(statement.entries.map((e) => [e.date, e.debit, e.credit])).toEqual([
      ['2026-01-15', 0, 1000],
      ['2026-01-31', 1200.1, 0],
      ['2026-02-28', 600.2, 0],
    ]);
    expect(statement).toMatchObject({ debit: 1800.3, credit: 1000, balance: 800.3, period: { from: '2026-01-01', to: '2026-02-28' } });
    expect(statement.balanceText).toBe('Задолженность на 10.03.2026 в пользу ООО «Медиа Продажи»: 800,30 RUB');
  });
});
