/** Russian labels of the dashboards (spec 2 §2.6). */
import type { Catalogue } from '../core/i18n/messages';

export const dashboardsRu: Catalogue = {
  'Debt ageing': 'Старение долга',
  'Holding revenue': 'Выручка холдинга',
  'Order month statistics': 'Заказы по месяцам',
  'Month': 'Месяц',
  'Average': 'Средний',
  'Top managers': 'Лучшие менеджеры',
  'Departments by month': 'Отделы по месяцам',
  'Daily': 'По дням',
  'Monthly': 'По месяцам',
  'Holding': 'Холдинг',
  'Next': 'Будущие',
  'Current': 'Текущие',
  'Due month': 'Месяц оплаты',
  'Debt': 'Долг',
  'Cumulative': 'Нарастающим итогом',
  'Revenue without VAT': 'Выручка без НДС',
  'Payments by organisation': 'Оплаты по организациям',
  'Too many orders to open at once': 'Слишком много заказов, чтобы открыть их разом',
  'Open {{count}} orders': 'Открыть заказы: {{count}}',
  Dashboard: 'Дашборд',
};
