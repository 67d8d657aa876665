/**
 * The order's dates (spec 1 §4 "Dates", API.md "Sales"): start, end and report date lie in one
 * calendar month. When the start date moves to another month, the end date becomes that
 * month's last day and the report date its first, unless the same write sets them.
 */
import { monthEnd, monthStart } from '../core/calendar/act-month';

export const orderDateMessages = {
  endBeforeStart: 'The end date must not be before the start date',
  otherMonth: 'The dates must lie in the month of the start date',
};

export interface OrderDates {
  dateStart: string | null;
  dateEnd: string | null;
  dateReport: string | null;
}

const monthOf = (date: string | null) => date?.slice(0, 7) ?? null;

export { monthEnd, monthStart };

/**
 * The dates that follow a moved start date. `previousStart` is the stored start date (null on
 * create), `changed` the fields this write sets.
 */
export function followStartDate(model: OrderDates, previousStart: string | null, changed: ReadonlySet<string>): Partial<OrderDates> {
  const start = model.dateStart;
  if (!start || !changed.has('dateStart') || monthOf(start) === monthOf(previousStart)) return {};
  const follow: Partial<OrderDates> = {};
  if (!changed.has('dateEnd') && monthOf(model.dateEnd) !== monthOf(start)) follow.dateEnd = monthEnd(start);
  if (!changed.has('dateReport') && monthOf(model.dateReport) !== monthOf(start)) follow.dateReport = monthStart(start);
  return follow;
}

export function orderDateErrors(model: OrderDates): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { dateStart, dateEnd, dateReport } = model;
  if (!dateStart) return errors;
  if (dateEnd && monthOf(dateEnd) !== monthOf(dateStart)) errors.dateEnd = [orderDateMessages.otherMonth];
  else if (dateEnd && dateEnd < dateStart) errors.dateEnd = [orderDateMessages.endBeforeStart];
  if (dateReport && monthOf(dateReport) !== monthOf(dateStart)) errors.dateReport = [orderDateMessages.otherMonth];
  return errors;
}
