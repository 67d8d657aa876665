/**
 * The domains table's batch upload (spec 2 §2.5): a dialog with the template's link and a file
 * picker; the answer's "N added, M updated" and each refused row are shown after the upload, in
 * the user's language (from the answer's codes and values, not its English texts).
 */
import { useRef, useState } from 'react';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, List, ListItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { batchDomains, domainsTemplate, type BatchProblem } from '../../domain/domains/domain-actions';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { ActionButton } from '../data/ActionButton';
import { dataProvider } from '../data/data-provider';
import { useAction } from '../data/use-action';

export function DomainBatchButton({ onDone }: { onDone(): void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<{ code: string; values: Record<string, number>; problems: BatchProblem[] } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction(batchDomains, { success: null, then: (result) => setAnswer(result), reload: onDone });
  const values = (list: Record<string, string | number>) => Object.fromEntries(Object.entries(list).map(([name, value]) => [name, String(value)]));
  const fieldName = (field: string) => (i18n.exists(`fields.${field}`) ? t(`fields.${field}`) : field);
  const problemText = (problem: BatchProblem) =>
    t(inventoryMessages.batchRow, {
      row: String(problem.row),
      reason: problem.reasons.map((reason) => (reason.field ? `${fieldName(reason.field)}: ` : '') + t(reason.code, values(reason.values))).join('; '),
    });
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
              <Alert severity={answer.problems.length ? 'warning' : 'success'} data-testid="domains-batch-answer">
                {t(answer.code, values(answer.values))}
                {answer.problems.length > 0 && (
                  <List dense>
                    {answer.problems.map((problem) => (
                      <ListItem key={problem.row}>{problemText(problem)}</ListItem>
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
