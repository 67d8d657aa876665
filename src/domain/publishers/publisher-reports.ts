/**
 * Publisher reports, the "exports" table (spec 2 §2.2, §3, §5, §9; API.md "Buying side"): a
 * request for a month's spreadsheet of what each publisher earned (per publisher and domain when
 * `domains`, which needs the publisher). Creating one starts its task (server/publishers/
 * publisher-report.ts); the row keeps its `state` and, once done, its `file`.
 */
import { defineEntity, type FieldErrors, type ViewerContext } from '../core/entity';
import { monthStart } from '../sales/order-dates';
import { businessDay } from '../core/calendar/business-day';
import { shiftMonth } from '../core/calendar/act-month';

export const reportPublisherRequired = 'Choose the publisher for a report by domains';
/** spec 2 §8: the export dialog's success once the report's task has ended. */
export const reportExported = 'Export completed!';

/** spec 2 §9: a report is of the previous month unless chosen. */
const previousMonth = () => shiftMonth(monthStart(businessDay()), -1);

const reportTask = "the report's task (server/publishers/publisher-report.ts)";

export const publisherReport = defineEntity({
  name: 'publisherReport',
  area: 'publishers',
  path: 'publishers/reports/',
  table: 'publisher_reports',
  display: 'id',
  searchFields: [],
  defaultOrdering: ['-id'],
  // spec 2 §9: from one month before the current month's start to the current month's start.
  defaultFilters: (ctx: ViewerContext) => {
    const current = monthStart(ctx.today);
    return { date__btw: `${shiftMonth(current, -1)},${current}` };
  },
  access: { update: 'none' },
  // The screen's export dialog creates reports (web/publishers/PublisherReportButton.tsx), not the generic editor.
  listView: { noCreate: true },
  editor: { mode: 'dialog', width: 500 },
  fields: {
    date: { kind: 'date', required: true, default: previousMonth, index: true },
    publisher: { kind: 'ref', ref: 'publisher', index: true, onDelete: 'cascade' },
    domains: { kind: 'boolean', label: 'fields.byDomains' },
    state: { kind: 'enum', enum: 'exportState', readOnly: true, editor: false, systemKept: reportTask },
    file: { kind: 'file', readOnly: true, editor: false, systemKept: reportTask },
    taskId: { kind: 'string', readOnly: true, editor: false, column: false, systemKept: reportTask },
  },
  validate: (model): FieldErrors => (model.domains && (model.publisher === null || model.publisher === undefined) ? { publisher: [reportPublisherRequired] } : {}),
});
