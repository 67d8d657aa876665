/**
 * Row menu and buttons of the publisher invoices (spec 2 §2.2, §7.4): set paid (hidden when
 * PAID, after a confirmation), the statistics exports sub-menu (five kinds; the file is
 * downloaded as `{YYYY-MM}_{type}.xlsx`), regenerate for the invoice's publisher, and
 * "Generate invoices" for the filtered month.
 */
import Autorenew from '@mui/icons-material/Autorenew';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import TableChart from '@mui/icons-material/TableChart';
import { generatePublisherInvoices, publisherInvoiceMessages, publisherStatisticsExport, statisticsExportTypes } from '../../domain/publishers/publisher-invoice-actions';
import { publisherInvoice } from '../../domain/publishers/publisher-invoices';
import { downloadTaskFile } from '../app/download-file';
import { ActionButton } from '../data/ActionButton';
import { runAction } from '../data/run-action';
import { useAction } from '../data/use-action';
import type { RowAction } from '../entity/table/table-options';
import { setPaidAction } from '../buying-invoices/set-paid-action';

const statisticsExports: RowAction = {
  label: 'Statistics exports',
  icon: <TableChart fontSize="small" />,
  run: () => undefined,
  children: statisticsExportTypes.map((type) => ({
    label: `enums.statisticsExport.${type}`,
    run: async (row, helpers) =>
      void (await runAction(
        publisherStatisticsExport,
        { body: { invoice: Number(row.id), type } },
        { success: publisherInvoiceMessages.exported, then: (detail) => downloadTaskFile(detail, { temp: true }) },
        { notify: helpers.notify },
      )),
  })),
};

const regenerate: RowAction = {
  label: 'Regenerate for the publisher',
  icon: <Autorenew fontSize="small" />,
  confirm: 'Regenerate the invoice of this publisher for its month?',
  run: async (row, helpers) =>
    void (await runAction(generatePublisherInvoices, { body: { date: String(row.date), publisher: Number(row.publisher) } }, { success: publisherInvoiceMessages.generated }, helpers)),
};

export const publisherInvoiceRowActions: RowAction[] = [setPaidAction(publisherInvoice), statisticsExports, regenerate];

export function GenerateInvoicesButton({ month, onDone }: { month: string | null; onDone(): void }) {
  const generate = useAction(generatePublisherInvoices, { success: publisherInvoiceMessages.generated, reload: onDone });
  return (
    <ActionButton
      state={generate}
      label="Generate invoices"
      icon={<PlaylistAdd />}
      testId="generate-invoices"
      blocked={!month && 'Choose a month first'}
      onClick={() => month && generate.request({ body: { date: month } })}
    />
  );
}
