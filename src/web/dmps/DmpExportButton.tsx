/**
 * "Export" of the DMP exports table (spec 2 §2.3, §7.4): a dialog choosing the month (the
 * table's month, else the previous one) and a DMP (none: every DMP), then the export task;
 * afterwards the exports are reloaded.
 */
import { useState } from 'react';
import FileDownload from '@mui/icons-material/FileDownload';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { MonthPicker } from '../entity/widgets/MonthPicker';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../domain/core/fields';
import { dmpMessages, exportDmps } from '../../domain/dmps/dmp-actions';
import { monthStart } from '../../domain/sales/order-dates';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { businessDay } from '../../domain/core/calendar/business-day';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';
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
        <Dialog open onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
          <DialogTitle>{t('Export DMPs')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <MonthPicker value={chosenMonth} label={t('Month')} testId="dmp-export-month" onChange={(chosen) => setChosenMonth(chosen ?? '')} />
              <RefWidget name="dmp" field={dmpField} label={t('fields.dmp')} value={dmp} onChange={(value) => setDmp(value === null ? null : Number(value))} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('Cancel')}</Button>
            <Button variant="contained" data-testid="dmp-export-run" disabled={!chosenMonth} onClick={submit}>
              {t('Export')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
