/**
 * The Polish VAT invoices of PLN orders, in Polish with English: POLAND_INVOICE is the pro
 * forma asking for payment (dated the campaign's start), FACTURA the VAT invoice (faktura VAT,
 * dated and sold the last day of the report month). Net, VAT and gross per row and in total.
 */
import { baseDocument, column, vatLabel } from './document-base';
import type { OrderDocumentInput } from './document-input';
import type { OrderDocument } from './document-model';
import { paymentDueDate } from './document-numbering';
import { printedDate } from './printed-values';
import type { OrderDocumentType } from './document-types';

function polishDocument(input: OrderDocumentInput, type: OrderDocumentType, title: string, signed: boolean): OrderDocument {
  const base = baseDocument(input, type, 'pl', signed);
  const contract = `${input.contract.number ?? '-'} z dnia / of ${printedDate(input.contract.date)}`;
  return {
    ...base,
    title: `${title} nr ${base.number}`,
    subtitle: null,
    landscape: false,
    headerLines: [
      `Data wystawienia / Date of issue: ${printedDate(base.date)}`,
      ...(type === 'FACTURA' ? [`Data sprzedaży / Date of sale: ${printedDate(base.date)}`] : []),
      `Termin płatności / Payment due: ${printedDate(paymentDueDate(base.date, input.order, input.contract))}`,
      `Umowa / Contract: ${contract}`,
      `Kampania / Campaign: ${input.order.name}`,
    ],
    columns: [
      column('index', 'Lp. / No.', 'number'),
      column('name', 'Nazwa usługi / Service'),
      column('unit', 'J.m. / Unit'),
      column('quantity', 'Ilość / Qty', 'number'),
      column('price', 'Cena netto / Net price', 'money'),
      column('sumWithoutVat', 'Wartość netto / Net', 'money'),
      column('vatRate', 'VAT %', 'percent'),
      column('vat', 'Kwota VAT / VAT', 'money'),
      column('sumWithVat', 'Wartość brutto / Gross', 'money'),
    ],
    totalLines: [
      ['Razem netto / Total net:', base.totals.withoutVat],
      [vatLabel(base.rows, (rate) => `VAT ${rate}:`, 'VAT zw. / VAT exempt:'), base.totals.vat],
      [`Do zapłaty / Amount due (${base.currency}):`, base.totals.withVat],
    ],
    amountInWords: null,
    notes: [],
    signers: [
      { party: 'seller', title: 'Wystawił / Issued by', name: input.seller.director ?? '' },
      { party: 'buyer', title: 'Odebrał / Received by', name: input.buyer.ceoName ?? '' },
    ],
  };
}

export function polandInvoiceDocument(input: OrderDocumentInput, signed: boolean): OrderDocument {
  return polishDocument(input, 'POLAND_INVOICE', 'Faktura pro forma / Pro forma invoice', signed);
}

export function facturaDocument(input: OrderDocumentInput, signed: boolean): OrderDocument {
  return polishDocument(input, 'FACTURA', 'Faktura VAT / VAT invoice', signed);
}
