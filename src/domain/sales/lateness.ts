/** The lateness scale of receivables (spec 1 §9): over 60, 31–60 and 2–30 days late. */
export type Lateness = 'severe' | 'late' | 'slight' | null;

export function latenessOf(lateDays: number | null | undefined): Lateness {
  if (lateDays === null || lateDays === undefined) return null;
  if (lateDays > 60) return 'severe';
  if (lateDays >= 31) return 'late';
  if (lateDays >= 2) return 'slight';
  return null;
}
