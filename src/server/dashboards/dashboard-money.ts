/** A numeric sum of the database (text from both drivers) as an API money number. */
export function moneyOf(value: unknown): number {
  return Math.round(Number(value ?? 0) * 100) / 100 || 0;
}
