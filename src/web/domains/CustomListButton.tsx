/**
 * The inventory's custom-list check (spec 2 §2.5, §5): a text area of sites; the run button is
 * disabled while it is empty; the task's CustomWL_{date}.xlsx is downloaded. The text area is
 * uncontrolled and of fixed height: with 10,000 pasted domains a keystroke re-renders nothing
 * and measures nothing (a controlled, self-sizing one took 0.9 s a keystroke).
 */
import { useRef, useState } from 'react';
import FactCheck from '@mui/icons-material/FactCheck';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { customInventoryList } from '../../domain/domains/domain-actions';
import { downloadTaskFile } from '../app/download-file';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';

export function CustomListButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  // Only whether it is empty is state: it changes on the first and the last character, not on each.
  const [empty, setEmpty] = useState(true);
  const run = useAction(customInventoryList, {
    success: null,
    then: async (detail) => {
      await downloadTaskFile(detail, { temp: true });
      close();
    },
  });
  const close = () => {
    setOpen(false);
    setEmpty(true);
  };
  return (
    <>
      <ActionButton state={{ ...run, busy: false }} label="Custom list check" icon={<FactCheck />} onClick={() => setOpen(true)} testId="wl-custom" />
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('Custom list check')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            sx={{ mt: 1 }}
            label={t('Domains, one a line or comma-separated')}
            inputRef={text}
            onChange={(event) => setEmpty(isBlank(event.target.value))}
            slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { 'data-testid': 'wl-custom-text', rows: 12, style: { resize: 'vertical' } } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('Cancel')}</Button>
          <Button variant="contained" disabled={empty || run.busy} onClick={() => run.request({ body: { domains: text.current?.value ?? '' } })} data-testid="wl-custom-run">
            {t('Run')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Whether a text holds only white space, without copying a long one. */
function isBlank(value: string): boolean {
  return !/\S/.test(value);
}
