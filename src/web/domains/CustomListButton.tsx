/**
 * The inventory's custom-list check (spec 2 §2.5, §5): a text area of sites; the run button is
 * disabled while it is empty; the task's CustomWL_{date}.xlsx is downloaded.
 */
import { useState } from 'react';
import FactCheck from '@mui/icons-material/FactCheck';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { customInventoryList } from '../../domain/domains/domain-actions';
import { downloadFile } from '../app/download-file';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';

export function CustomListButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const run = useAction(customInventoryList, {
    success: null,
    then: async (detail) => {
      const fileId = (detail as { fileId?: number } | null)?.fileId;
      if (!fileId) throw new Error(t('No file id returned!'));
      await downloadFile(fileId, { temp: true });
      setOpen(false);
    },
  });
  const empty = text.trim() === '';
  return (
    <>
      <ActionButton state={{ ...run, busy: false }} label="Custom list check" icon={<FactCheck />} onClick={() => setOpen(true)} testId="wl-custom" />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('Custom list check')}</DialogTitle>
        <DialogContent>
          <TextField
            multiline
            minRows={6}
            fullWidth
            sx={{ mt: 1 }}
            label={t('Domains, one a line or comma-separated')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'wl-custom-text' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('Cancel')}</Button>
          <Button variant="contained" disabled={empty || run.busy} onClick={() => run.request({ body: { domains: text } })} data-testid="wl-custom-run">
            {t('Run')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
