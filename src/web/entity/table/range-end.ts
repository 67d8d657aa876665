/**
 * A date range's end (`<field>__btw=from,to`) is exclusive in the API (the month of October is
 * `2026-10-01,2026-11-01`) and inclusive for people (1 October – 31 October): the chips and the
 * column filters show the day before and send the day after what the user picks.
 */

function shifted(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day a range ending (exclusively) at `iso` includes. */
export const dayBefore = (iso: string): string => shifted(iso, -1);

/** The exclusive end of a range whose last day is `iso`. */
export const dayAfter = (iso: string): string => shifted(iso, 1);
