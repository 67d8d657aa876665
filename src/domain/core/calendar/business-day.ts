/**
 * The one clock of the business: "today" is the calendar day in the company's time zone
 * (default Europe/Moscow), the same for the server, the browser and SQL, whatever time zone
 * the process, the browser or the database session runs in. A month's acts, an order's wasted
 * days and an invoice's date all turn over at midnight in Moscow, not at midnight UTC.
 */
export const defaultBusinessTimeZone = 'Europe/Moscow';

let zone = defaultBusinessTimeZone;

/** True when `timeZone` is an IANA zone name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone);
  } catch {
    return false;
  }
}

/** Sets the company's time zone (the server from `BUSINESS_TIME_ZONE`, the browser from the page). */
export function configureBusinessTimeZone(timeZone: string): void {
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}": use an IANA name such as ${defaultBusinessTimeZone}`);
  zone = timeZone;
}

export function businessTimeZone(): string {
  return zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The business day of an instant (default: now) as YYYY-MM-DD. */
export function businessDay(at: Date = new Date(), timeZone: string = zone): string {
  const parts = formatterOf(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The business month of an instant (default: now) as YYYY-MM. */
export function businessMonth(at: Date = new Date()): string {
  return businessDay(at).slice(0, 7);
}

/**
 * The SQL of the business day: `{today}` in a computed field's expression, and every
 * statement that needs today, use this (never `current_date`, which follows the session's
 * time zone). The zone is checked by `configureBusinessTimeZone`, so quoting it is safe.
 */
export function businessDaySql(timeZone: string = zone): string {
  return `(now() at time zone '${timeZone.replace(/'/g, "''")}')::date`;
}
