/** Date and number formatting in the user's language (spec 1 §9: RU week starts Monday, EN Sunday). */
import { enUS, ru, type Locale } from 'date-fns/locale';
import { format, parseISO } from 'date-fns';

export function dateFnsLocale(language: string): Locale {
  return language === 'ru' ? ru : enUS;
}

export function numberLocale(language: string): string {
  return language === 'ru' ? 'ru-RU' : 'en-US';
}

/** A YYYY-MM-DD date in the locale's short date format. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'P', { locale: dateFnsLocale(language) });
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'Pp', { locale: dateFnsLocale(language) });
}
