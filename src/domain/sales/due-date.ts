/** When an order is due (API.md "Sales"): its end date plus its contract's payment delay in days. */
import { addDays, format, parseISO } from 'date-fns';

export function dueDate(dateEnd: string | null, postponeDays: number | null): string | null {
  if (!dateEnd) return null;
  return format(addDays(parseISO(dateEnd), postponeDays ?? 0), 'yyyy-MM-dd');
}
