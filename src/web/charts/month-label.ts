/** A month (YYYY-MM-DD) in the short format of the user's locale (spec 2 §9: "янв", "Jan"). */
import { format, parseISO } from 'date-fns';
import { dateFnsLocale } from '../app/locale';

export function monthLabel(date: string, language: string): string {
  return format(parseISO(`${date.slice(0, 7)}-01`), 'LLL', { locale: dateFnsLocale(language) });
}

/** The short month with its year (for lists that span years). */
export function monthYearLabel(date: string, language: string): string {
  return format(parseISO(`${date.slice(0, 7)}-01`), 'LLL yyyy', { locale: dateFnsLocale(language) });
}
