/**
 * "Generate invoices" of the DSP invoices table (spec 2 §2.3; API.md "DSPs"): the month is
 * chosen in a dialog (the previous month by default), then the generation task is followed and
 * the table reloads.
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { MonthPicker } from '../entity/widgets/MonthPicker';
import Autorenew from '@mui/icons-material/Autorenew';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dspMessages, generateDspInvoices } from '../../domain/dsps/dsp-actions';
import { dspInvoice } from '../../domain/dsps/dsp-entities';
import { shiftMonth } from '../../domain/core/calendar/act-month';
import { monthStart } from '../../domain/sales/order-dates';
import { businessDay } from '../../domain/core/calendar/business-day';
import { useNotify } from '../app/snackbar';
import { runAction } from '../data/run-action';
import { listKey } from '../entity/table/use-list-query';

export function GenerateDspInvoicesButton() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [month, setMonth] = useState(() => shiftMonth(monthStart(businessDay()), -1).slice(0, 7));
  const generate = async () => {
    setBusy(true);
    const done = await runAction(
      generateDspInvoices,
      { body: { date: `${month}-01` } },
      { success: dspMessages.invoicesGenerated },
      { notify, reload: () => void queryClient.invalidateQueries({ queryKey: listKey(dspInvoice.name) }) },
    );
    setBusy(false);
    if (done) setOpen(false);
  };
  return (
    <>
      <Button size="small" startIcon={<Autorenew />} data-testid="generate-dsp-invoices" onClick={() => setOpen(true)}>
        {t('Generate invoices')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{t('Generate the DSP invoices of the month?')}</DialogTitle>
        <DialogContent>
          <Box sx={{ mt: 1 }}>
            <MonthPicker value={month} label={t('Month')} testId="dsp-invoices-month" onChange={(chosen) => setMonth(chosen ?? '')} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('Cancel')}</Button>
          <Button variant="contained" disabled={busy || !/^\d{4}-\d{2}$/.test(month)} onClick={() => void generate()} data-testid="generate-dsp-invoices-confirm">
            {t('Generate invoices')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
