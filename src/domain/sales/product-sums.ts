/**
 * The money of a product (spec 1 §9, API.md "Sales"), exact to the kopeck: decimal arithmetic
 * (decimal.js), each result rounded to 2 decimals half away from zero. The server stores these
 * values and the editor previews them with the same functions.
 */
import Decimal from 'decimal.js';
import { roundMoney } from '../core/money';

/** The VAT percent of an order that has none (spec 1 §9). */
export const defaultNds = 20;

export interface ProductTerms {
  type: string | null;
  price: number | null;
  amount: number | null;
  amountFact?: number | null;
  realizedItems?: number | null;
  discount: number | null;
  discountType: string | null;
  commission: number | null;
  commissionType: string | null;
  ndsCalculation: string | null;
  planPrice?: number | null;
  truePrice?: number | null;
}

export interface ProductSums {
  sumWithoutNds: number;
  sumWithNds: number;
  commissionSum: number;
  netSum: number;
  marginPlanned: number;
  marginActual: number;
}

const dec = (value: number | null | undefined) => new Decimal(value ?? 0);

/** Price × quantity, per thousand for the 1000-impressions unit. */
function priced(type: string | null, price: number | null | undefined, quantity: number | null | undefined): Decimal {
  const gross = dec(price).times(dec(quantity));
  return type === 'IMPRESSIONS' ? gross.times('0.001') : gross;
}

/** Price × quantity less the discount, unrounded. */
function discounted(terms: ProductTerms, quantity: number | null | undefined): Decimal {
  const gross = priced(terms.type, terms.price, quantity);
  if (terms.discountType === 'RUB') return gross.minus(dec(terms.discount));
  return gross.minus(gross.times(dec(terms.discount)).dividedBy(100));
}

export function sumWithoutNds(terms: ProductTerms): number {
  return roundMoney(discounted(terms, terms.amount));
}

/** Amount with VAT = amount × (1 + nds/100) when VAT is charged on top; an order without nds counts 20. */
export function withNds(amount: number, ndsCalculation: string | null, nds: number | null | undefined): number {
  if (ndsCalculation !== 'ACCRUE') return amount;
  return roundMoney(dec(amount).times(dec(nds ?? defaultNds).dividedBy(100).plus(1)));
}

export function commissionSum(terms: ProductTerms, base: number): number {
  if (terms.commissionType === 'RUB') return roundMoney(dec(terms.commission));
  return roundMoney(dec(base).times(dec(terms.commission)).dividedBy(100));
}

export function productSums(terms: ProductTerms, orderNds: number | null | undefined): ProductSums {
  const net = sumWithoutNds(terms);
  const commission = commissionSum(terms, net);
  return {
    sumWithoutNds: net,
    sumWithNds: withNds(net, terms.ndsCalculation, orderNds),
    commissionSum: commission,
    netSum: roundMoney(dec(net).minus(commission)),
    marginPlanned: roundMoney(dec(net).minus(priced(terms.type, terms.planPrice, terms.amount))),
    marginActual: roundMoney(discounted(terms, terms.amountFact).minus(priced(terms.type, terms.truePrice, terms.amountFact))),
  };
}

/**
 * The margin the month will end with: the actual one once the order's report month is over,
 * else the planned one scaled by what is realised so far.
 */
export function marginProjected(sums: Pick<ProductSums, 'marginPlanned' | 'marginActual'>, terms: Pick<ProductTerms, 'amount' | 'realizedItems'>, reportMonthOver: boolean): number {
  if (reportMonthOver) return sums.marginActual;
  if (!terms.amount) return 0;
  return roundMoney(dec(sums.marginPlanned).times(dec(terms.realizedItems)).dividedBy(dec(terms.amount)));
}

/** The report month (YYYY-MM-DD) is over on `today` (YYYY-MM-DD). */
export function reportMonthOver(dateReport: string | null, today: string): boolean {
  return !!dateReport && dateReport.slice(0, 7) < today.slice(0, 7);
}
