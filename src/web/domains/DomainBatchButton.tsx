/**
 * The domains table's batch upload (spec 2 §2.5): a dialog with the template's link and a file
 * picker; the answer's "N added, M updated" and each refused row are shown after the upload.
 */
import { useRef, useState } from 'react';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { batchDomains, domainsTemplate } from '../../domain/domains/domain-actions';
import { ActionButton } from '../data/ActionButton';
import { dataProvider } from '../data/data-provider';
import { useAction } from '../data/use-action';

export function DomainBatchButton({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<{ detail: string; errors: string[] } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction(batchDomains, { success: null, then: (result) => setAnswer(result), reload: onDone });
  const close = () => {
    setOpen(false);
    setFile(null);
    setAnswer(null);
  };
  const send = () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    form.append('name', file.name);
    upload.request({ body: form });
  };
  return (
    <>
      <ActionButton state={{ ...upload, busy: false }} label="Batch upload" icon={<UploadFile />} onClick={() => setOpen(true)} testId="domains-batch" />
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('Batch upload')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Link href={dataProvider.actionUrl(domainsTemplate)} download="domains_template.xlsx">
              {t('Download the template')}
            </Link>
            <input ref={input} type="file" accept=".xlsx" data-testid="domains-batch-file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            {answer && (
              <Alert severity={answer.errors.length ? 'warning' : 'success'} data-testid="domains-batch-answer">
                {answer.detail}
                {answer.errors.length > 0 && (
                  <List dense>
                    {answer.errors.map((error) => (
                      <ListItem key={error}>{error}</ListItem>
                    ))}
                  </List>
                )}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('Close')}</Button>
          <Button variant="contained" disabled={!file || upload.busy} onClick={send} data-testid="domains-batch-send">
            {t('Upload')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
