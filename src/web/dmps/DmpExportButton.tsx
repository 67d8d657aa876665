/**
 * "Export" of the DMP exports table (spec 2 §2.3, §7.4): a dialog choosing the month (the
 * table's month, else the previous one) and a DMP (none: every DMP), then the export task;
 * afterwards the exports are reloaded.
 */
import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../domain/core/fields';
import { dmpMessages, exportDmps } from '../../domain/dmps/dmp-actions';
import { monthStart } from '../../domain/sales/order-dates';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { businessDay } from '../../domain/core/calendar/business-day';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';
import { MonthExportDialog } from '../entity/MonthExportDialog';
import { RefWidget } from '../entity/widgets/RefWidget';

const dmpField: FieldDef = { kind: 'ref', ref: 'dmp' };

interface Props {
  /** First day of the table's month, or null when the filter is not one month. */
  month: string | null;
  onDone(): void;
}

export function DmpExportButton({ month, onDone }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [chosenMonth, setChosenMonth] = useState('');
  const [dmp, setDmp] = useState<number | null>(null);
  const exporting = useAction(exportDmps, { success: dmpMessages.exported, reload: onDone });
  const start = () => {
    setChosenMonth((month ?? shiftMonth(monthStart(businessDay()), -1)).slice(0, 7));
    setDmp(null);
    setOpen(true);
  };
  const submit = () => {
    setOpen(false);
    exporting.request({ body: { date: `${chosenMonth}-01`, dmp } });
  };
  return (
    <>
      <ActionButton state={exporting} label="Export" icon={<FileDownload />} testId="dmp-export" onClick={start} />
      {open && (
        <MonthExportDialog title="Export DMPs" testId="dmp-export" month={chosenMonth} onMonth={setChosenMonth} onExport={submit} onClose={() => setOpen(false)}>
          <RefWidget name="dmp" field={dmpField} label={t('fields.dmp')} value={dmp} onChange={(value) => setDmp(value === null ? null : Number(value))} />
        </MonthExportDialog>
      )}
    </>
  );
}
