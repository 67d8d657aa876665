/** English labels of the dashboards (spec 2 §2.6). */
import type { Catalogue } from '../core/i18n/messages';

export const dashboardsEn: Catalogue = {
  'Debt ageing': 'Debt ageing',
  'Holding revenue': 'Holding revenue',
  'Order month statistics': 'Order month statistics',
  'Month': 'Month',
  'Average': 'Average',
  'Top managers': 'Top managers',
  'Departments by month': 'Departments by month',
  'Daily': 'Daily',
  'Monthly': 'Monthly',
  'Holding': 'Holding',
  'Next': 'Next',
  'Current': 'Current',
  'Due month': 'Due month',
  'Debt': 'Debt',
  'Cumulative': 'Cumulative',
  'Revenue without VAT': 'Revenue without VAT',
  'Payments by organisation': 'Payments by organisation',
  'Too many orders to open at once': 'Too many orders to open at once',
  'Open {{count}} orders': 'Open {{count}} orders',
  Dashboard: 'Dashboard',
};
