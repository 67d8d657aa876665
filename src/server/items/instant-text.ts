/** An instant as the API writes it (`toISOString`: UTC, milliseconds), from what a driver answers. */

/** PostgreSQL's text of an instant in UTC: `2026-11-23 22:36:56.506+00` (fraction optional, up to microseconds). */
const utcText = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

export function isoInstant(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // The common case without a Date (a list of 40 rows has 80 of them): the same text that
  // toISOString gives, the fraction truncated to milliseconds as it does.
  const utc = typeof value === 'string' ? utcText.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
