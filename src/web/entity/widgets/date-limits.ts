/**
 * What a typed date may be (issue "Month close" #8): a whole date from 1900-01-01 to 2099-12-31
 * (the server's limits), and the field's refusals in the field's own format and language:
 * "Enter a date as ДД.ММ.ГГГГ" in Russian, "MM/DD/YYYY" in English, never the API's YYYY-MM-DD.
 */
import { format, isValid, parseISO } from 'date-fns';
import { dateFnsLocale, formatDate } from '../../app/locale';

export const earliestDate = '1900-01-01';
export const latestDate = '2099-12-31';

export function dateInRange(date: Date): boolean {
  const day = format(date, 'yyyy-MM-dd');
  return isValid(date) && day >= earliestDate && day <= latestDate;
}

export const dateBounds = { min: parseISO(earliestDate), max: parseISO(latestDate) };

/** The field's date pattern as the user reads it: 'ДД.ММ.ГГГГ', 'MM/DD/YYYY'. */
export function dateFormatHint(language: string): string {
  const pattern = dateFnsLocale(language).formatLong?.date({ width: 'short' }) ?? 'dd.MM.y';
  const letters = language === 'ru' ? { d: 'Д', M: 'М', y: 'Г' } : { d: 'D', M: 'M', y: 'Y' };
  return pattern.replace(/d+/g, letters.d.repeat(2)).replace(/M+/g, letters.M.repeat(2)).replace(/y+/g, letters.y.repeat(4));
}

/** The picker's reason a typed date is refused (MUI's `onError`), or null. */
export type DateRefusal = 'invalidDate' | 'minDate' | 'maxDate' | null;

type Translate = (key: string, values?: Record<string, string>) => string;

/** The message of a refused date in the user's language, naming the format or the limits. */
export function dateRefusalText(reason: DateRefusal, t: Translate, language: string): string {
  if (reason === 'minDate' || reason === 'maxDate') {
    return t('The date must be from {{min}} to {{max}}', { min: formatDate(earliestDate, language), max: formatDate(latestDate, language) });
  }
  return t('Enter a date as {{format}}', { format: dateFormatHint(language) });
}
