/**
 * The items of a buying-side act (API.md "Buying side"): the act's sum split over the original
 * contracts of the creatives whose markers the counterparty showed that month, in proportion to
 * each marker's amount. A marker names every creative carrying it (registered or not); a marker
 * whose creatives name several original contracts shares its amount equally between them (the
 * spec leaves it open: docs/decisions.md "Buying acts"). Markers without a creative or without
 * an original contract, and figures without a marker, form one item without contract. The items
 * add up to the act's sum exactly: each is rounded to the kopeck, the rounding rest goes to the
 * largest item.
 */
import Decimal from 'decimal.js';
import { roundedMoney } from '../core/money';

/** A marker's amount of the month and the original contracts its creatives name (none: `[]`). */
export interface MarkerAmount {
  amount: number | string;
  originalContracts: readonly number[];
}

export interface BuyingActItemShare {
  /** null: the item without contract. */
  originalContract: number | null;
  sum: number;
}

const noContract = 'none';

/** Each original contract's (and the no-contract item's) amount, lowest contract id first, the item without contract last. */
export function contractAmounts(markers: Iterable<MarkerAmount>): Array<{ originalContract: number | null; amount: Decimal }> {
  const totals = new Map<number | typeof noContract, Decimal>();
  const add = (key: number | typeof noContract, amount: Decimal) => totals.set(key, (totals.get(key) ?? new Decimal(0)).plus(amount));
  for (const marker of markers) {
    const amount = new Decimal(marker.amount);
    const contracts = [...new Set(marker.originalContracts)];
    if (!contracts.length) add(noContract, amount);
    else for (const contract of contracts) add(contract, amount.dividedBy(contracts.length));
  }
  const keys = [...totals.keys()].sort((a, b) => (a === noContract ? 1 : b === noContract ? -1 : a - b));
  return keys.map((key) => ({ originalContract: key === noContract ? null : key, amount: totals.get(key)! }));
}

/**
 * The act's sum split in proportion to the amounts (rounded half away from zero to the kopeck,
 * the rest on the largest item). No amounts, or amounts adding up to nothing: one item without
 * contract carrying the whole sum.
 */
export function buyingActItems(sum: number | string, markers: Iterable<MarkerAmount>): BuyingActItemShare[] {
  const total = roundedMoney(new Decimal(sum));
  const amounts = contractAmounts(markers).filter((entry) => !entry.amount.isZero());
  const whole = amounts.reduce((acc, entry) => acc.plus(entry.amount), new Decimal(0));
  if (!amounts.length || whole.isZero()) return [{ originalContract: null, sum: total.toNumber() }];
  const shares = amounts.map((entry) => ({ originalContract: entry.originalContract, amount: entry.amount, sum: roundedMoney(total.times(entry.amount).dividedBy(whole)) }));
  const rest = total.minus(shares.reduce((acc, share) => acc.plus(share.sum), new Decimal(0)));
  if (!rest.isZero()) {
    const largest = shares.reduce((best, share) => (share.amount.abs().greaterThan(best.amount.abs()) ? share : best));
    largest.sum = largest.sum.plus(rest);
  }
  return shares.map((share) => ({ originalContract: share.originalContract, sum: share.sum.toNumber() || 0 }));
}
