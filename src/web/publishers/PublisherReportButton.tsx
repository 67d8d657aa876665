/**
 * "Export" of the publisher reports (spec 2 §2.2, §5, §7.4): the export dialog (month, publisher,
 * by domains; Export disabled while by domains is on and no publisher is chosen), which creates
 * the report and so starts its task; the new row appears at once and follows its task
 * (TaskStateCell), and the dialog's caller hears "Export completed!" when it ends.
 */
import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../domain/core/fields';
import { businessDay } from '../../domain/core/calendar/business-day';
import { publisherReport, reportExported, reportPublisherRequired } from '../../domain/publishers/publisher-reports';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { monthStart } from '../../domain/sales/order-dates';
import { useNotify } from '../app/snackbar';
import { pollTask } from '../app/task-polling';
import { dataProvider } from '../data/data-provider';
import { runCall } from '../data/run-action';
import { MonthExportDialog } from '../entity/MonthExportDialog';
import { BooleanWidget } from '../entity/widgets/BooleanWidget';
import { RefWidget } from '../entity/widgets/RefWidget';

const publisherField: FieldDef = { kind: 'ref', ref: 'publisher' };
const domainsField: FieldDef = { kind: 'boolean' };

interface Props {
  /** First day of the table's month, or null when the filter is not one month. */
  month: string | null;
  reload(): void;
}

export function PublisherReportButton({ month, reload }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [chosenMonth, setChosenMonth] = useState('');
  const [publisher, setPublisher] = useState<number | null>(null);
  const [domains, setDomains] = useState(false);
  const start = () => {
    setChosenMonth((month ?? shiftMonth(monthStart(businessDay()), -1)).slice(0, 7));
    setPublisher(null);
    setDomains(false);
    setOpen(true);
  };
  const exportReport = () => {
    setOpen(false);
    const body = { date: `${chosenMonth}-01`, publisher, domains };
    void runCall(
      async () => {
        const created = await dataProvider.create<{ taskId: string }>(publisherReport, body);
        reload();
        return pollTask(created.taskId);
      },
      { success: reportExported },
      { notify, reload },
    );
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<FileDownload />} data-testid="report-export" onClick={start}>
        {t('Export')}
      </Button>
      {open && (
        <MonthExportDialog
          title="Export publishers"
          testId="report-export"
          month={chosenMonth}
          onMonth={setChosenMonth}
          blocked={domains && publisher === null && reportPublisherRequired}
          onExport={exportReport}
          onClose={() => setOpen(false)}
        >
          <RefWidget name="publisher" field={publisherField} label={t('fields.publisher')} value={publisher} onChange={(value) => setPublisher(value === null ? null : Number(value))} />
          <BooleanWidget name="domains" field={domainsField} label={t('fields.byDomains')} value={domains} onChange={(value) => setDomains(value === true)} />
        </MonthExportDialog>
      )}
    </>
  );
}
