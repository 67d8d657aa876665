/**
 * /dmpExports (spec 2 §2.3): the DMP exports month screen (default the previous month), their
 * totals in the footer, each export's spreadsheet as a download, and the export dialog.
 */
import { dmpExport } from '../../domain/dmps/dmp-entities';
import { MonthTableScreen } from '../entity/MonthTableScreen';
import { DmpExportButton } from './DmpExportButton';

const toolbar = (month: string | null, reload: () => void) => <DmpExportButton month={month} onDone={reload} />;

export default function DmpExportsScreen() {
  return <MonthTableScreen entity={dmpExport} testId="dmp-exports-month" toolbar={toolbar} />;
}
