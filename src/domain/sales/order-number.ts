/** Order numbers (API.md "Sales"): `YYYY-NNNNN`, the year of the report date, sequential. */
export function orderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}

export function orderNumberYear(dateReport: string | null, today: string): number {
  return Number((dateReport ?? today).slice(0, 4));
}
