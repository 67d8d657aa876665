/**
 * /psspExports (spec 2 §2.1, §2.2): the publisher reports ("exports") month screen with the
 * export dialog (the create dialog: month, publisher, by domains); each row shows its state and,
 * once done, its file as a download.
 */
import { publisherReport } from '../../domain/publishers/publisher-reports';
import { MonthTableScreen } from '../entity/MonthTableScreen';
import type { EntityTableOptions } from '../entity/table/table-options';

const options: EntityTableOptions = { createLabel: 'Export' };

export default function PublisherReportsScreen() {
  return <MonthTableScreen entity={publisherReport} testId="reports-month" options={options} />;
}
