/**
 * Documents of the ticked orders (spec 1 §2, §7): a type, a signed flag and a PDF option (not
 * for the COLLATION spreadsheet); the task is polled every 500 ms and its file downloaded.
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { generateDocuments } from '../../domain/documents/document-actions';
import { collationType } from '../../domain/documents/document-types';
import { callAction } from '../app/call-action';
import { downloadTaskFile } from '../app/download-file';
import { useSettings } from '../app/settings';
import { useNotify } from '../app/snackbar';
import { pollTask } from '../app/task-polling';
import { useEnumLabel } from '../entity/use-format-context';
import { runCall } from '../data/run-action';

/** spec 1 §9: document generation polls its task every 500 ms. */
export const documentTaskPollMs = 500;

export async function makeDocuments(body: { orders: number[]; type: string; signed: boolean; pdf: boolean }): Promise<void> {
  const { taskId } = await callAction(generateDocuments, { body });
  await downloadTaskFile(await pollTask(taskId, documentTaskPollMs), { temp: true });
}

export function DocumentsDialog({ orders, onClose }: { orders: number[]; onClose(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const enumLabel = useEnumLabel();
  const { enums } = useSettings();
  // The signed variants are the `signed` flag here; COLLATION is the spreadsheet.
  const types = [
    ...(enums.orderDocxDocuments ?? []).filter((item) => !item.v.endsWith('_SIGNED')).map((item) => ['orderDocxDocuments', item.v] as const),
    ...(enums.orderXlsxDocuments ?? []).map((item) => ['orderXlsxDocuments', item.v] as const),
  ];
  const [type, setType] = useState('ACT');
  const [signed, setSigned] = useState(false);
  const [pdf, setPdf] = useState(false);
  const [busy, setBusy] = useState(false);
  const spreadsheet = type === collationType;

  const make = async () => {
    setBusy(true);
    await runCall(() => makeDocuments({ orders, type, signed: signed && !spreadsheet, pdf: pdf && !spreadsheet }), { success: null, then: onClose }, { notify });
    setBusy(false);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('Make documents')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <Typography variant="body2">{t('Orders: {{count}}', { count: orders.length })}</Typography>
          <TextField select size="small" label={t('Document type')} value={type} onChange={(e) => setType(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'document-type' } }}>
            {types.map(([name, value]) => (
              <MenuItem key={value} value={value}>
                {enumLabel(name, value)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={signed && !spreadsheet} disabled={spreadsheet} onChange={(e) => setSigned(e.target.checked)} />} label={t('Signed')} />
          <FormControlLabel control={<Checkbox checked={pdf && !spreadsheet} disabled={spreadsheet} onChange={(e) => setPdf(e.target.checked)} />} label={t('PDF instead of DOCX')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void make()}>
          {t('Make')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
