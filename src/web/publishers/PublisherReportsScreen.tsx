/**
 * /psspExports (spec 2 §2.1, §2.2): the publisher reports ("exports") month screen with the
 * export dialog (month, publisher, by domains); each row shows its state, following its task
 * while it is queued or running, and, once done, its file as a download.
 */
import { publisherReport } from '../../domain/publishers/publisher-reports';
import { MonthTableScreen } from '../entity/MonthTableScreen';
import { taskStateCells } from '../entity/table/TaskStateCell';
import type { EntityTableOptions } from '../entity/table/table-options';
import { PublisherReportButton } from './PublisherReportButton';

const options: EntityTableOptions = { cells: taskStateCells(publisherReport.name, { enumName: 'exportState', unfinished: ['queued', 'running'] }) };
const toolbar = (month: string | null, reload: () => void) => <PublisherReportButton month={month} reload={reload} />;

export default function PublisherReportsScreen() {
  return <MonthTableScreen entity={publisherReport} testId="reports-month" options={options} toolbar={toolbar} />;
}
