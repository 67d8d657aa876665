/**
 * /payments (spec 1 §2 "Invoice (payment) table"): the invoices of a month, chosen with the month
 * picker over the date filter (default the current month, spec 1 §9), in the generic table.
 */
import { invoice } from '../../domain/sales/invoices';
import { MonthTableScreen } from '../entity/MonthTableScreen';

export default function PaymentsScreen() {
  return <MonthTableScreen entity={invoice} testId="payments-month" />;
}
