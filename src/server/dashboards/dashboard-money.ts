import { moneyFrom } from '../../domain/core/money';

/** A numeric sum of the database (text from both drivers) as an API money number. */
export function moneyOf(value: unknown): number {
  return moneyFrom(value);
}
