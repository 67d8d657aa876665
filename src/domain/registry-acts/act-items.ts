/**
 * The items of an order act (spec 2 §3 ErirActItem): one per original contract of the order's
 * creatives (the order's own original contract when no creative names one), sharing the act's
 * sum to the kopeck. The shares are equal; the kopecks an equal split leaves over go one each
 * to the first contracts (lowest ids), so the items always add up to the act's sum exactly.
 */
import { roundedMoney } from '../core/money';

export interface ActItemShare {
  originalContract: number;
  sum: number;
}

/** The original contracts an act is split over, lowest id first, without repeats. */
export function actOriginalContracts(creativeContracts: ReadonlyArray<number | null>, orderOriginalContract: number | null): number[] {
  const named = [...new Set(creativeContracts.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (named.length) return named;
  return orderOriginalContract === null ? [] : [orderOriginalContract];
}

export function actItemShares(sum: number, originalContracts: readonly number[]): ActItemShare[] {
  if (!originalContracts.length) return [];
  const total = roundedMoney(sum);
  const kopecks = total.times(100);
  const count = originalContracts.length;
  // Floor towards zero for the share, the remainder's kopecks (signed) go to the first items.
  const share = kopecks.dividedBy(count).truncated();
  const left = kopecks.minus(share.times(count));
  const extra = left.isNegative() ? -1 : 1;
  return originalContracts.map((originalContract, index) => {
    const cents = index < left.abs().toNumber() ? share.plus(extra) : share;
    return { originalContract, sum: cents.dividedBy(100).toNumber() || 0 };
  });
}
