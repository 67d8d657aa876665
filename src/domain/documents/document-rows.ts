/**
 * The rows of an order document and their totals, exact to the kopeck (decimal.js, half away
 * from zero). The sum with VAT of a row is the product's stored `sumWithNds`. The VAT is the
 * difference from `sumWithoutNds` when VAT is charged on top (ACCRUE); when it is only
 * highlighted inside the price (HIGHLIGHT) it is sumWithNds × rate / (100 + rate). The sum
 * without VAT is what remains, so the columns always add up and the totals equal the order's.
 */
import Decimal from 'decimal.js';
import { defaultNds } from '../sales/product-sums';
import type { ProductInput } from './document-input';
import { moneyText, roundMoney } from '../core/money';

export interface DocumentRow {
  index: number;
  name: string;
  place: string;
  format: string;
  unit: string;
  quantity: number;
  /**
   * The unit price without VAT: the list price when VAT is charged on top and there is no
   * discount, else the row's sum without VAT over its quantity, rounded to kopecks.
   */
  price: number;
  /** The discount as printed: "10%", "500.00", or empty. */
  discount: string;
  sumWithoutVat: number;
  vatRate: number;
  vat: number;
  sumWithVat: number;
}

export interface DocumentTotals {
  withoutVat: number;
  vat: number;
  withVat: number;
}

export type UnitLanguage = 'ru' | 'pl';

const units: Record<UnitLanguage, Record<string, string>> = {
  ru: { CLICKS: 'клик', IMPRESSIONS: 'тыс. показов', VIEWS: 'просмотр', INSTALLS: 'установка', ITEMS: 'шт.' },
  pl: { CLICKS: 'kliknięcie', IMPRESSIONS: 'tys. wyświetleń', VIEWS: 'wyświetlenie', INSTALLS: 'instalacja', ITEMS: 'szt.' },
};

const dec = (value: number | null | undefined) => new Decimal(value ?? 0);

/** The quantity in the row's unit: thousands for the 1000-impressions unit. */
function quantityOf(product: ProductInput): Decimal {
  return product.type === 'IMPRESSIONS' ? dec(product.amount).dividedBy(1000) : dec(product.amount);
}

function discountText(product: ProductInput): string {
  if (!product.discount) return '';
  return product.discountType === 'RUB' ? moneyText(product.discount) : `${dec(product.discount).toString()}%`;
}

export function documentRow(product: ProductInput, index: number, orderNds: number | null, language: UnitLanguage = 'ru'): DocumentRow {
  const rate = dec(orderNds ?? defaultNds);
  const withVat = dec(product.sumWithNds);
  const vat = product.ndsCalculation === 'ACCRUE' ? withVat.minus(dec(product.sumWithoutNds)) : withVat.times(rate).dividedBy(rate.plus(100));
  const vatKopecks = roundMoney(vat);
  const withoutVat = withVat.minus(vatKopecks);
  const quantity = quantityOf(product);
  const listPrice = product.ndsCalculation === 'ACCRUE' && !product.discount;
  return {
    index,
    name: product.name,
    place: product.place ?? '',
    format: product.formatName ?? '',
    unit: units[language][product.type ?? ''] ?? units[language].ITEMS,
    quantity: quantity.toNumber(),
    price: listPrice || quantity.isZero() ? roundMoney(dec(product.price)) : roundMoney(withoutVat.dividedBy(quantity)),
    discount: discountText(product),
    sumWithoutVat: roundMoney(withoutVat),
    vatRate: rate.toNumber(),
    vat: vatKopecks,
    sumWithVat: roundMoney(withVat),
  };
}

export function documentRows(products: ProductInput[], orderNds: number | null, language: UnitLanguage = 'ru'): DocumentRow[] {
  return products.map((product, i) => documentRow(product, i + 1, orderNds, language));
}

export function documentTotals(rows: DocumentRow[]): DocumentTotals {
  const sum = (pick: (row: DocumentRow) => number) => roundMoney(rows.reduce((total, row) => total.plus(pick(row)), new Decimal(0)));
  return { withoutVat: sum((r) => r.sumWithoutVat), vat: sum((r) => r.vat), withVat: sum((r) => r.sumWithVat) };
}
