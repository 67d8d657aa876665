/**
 * The one spreadsheet upload dialog (spec 1 "Missed DSP markers table", spec 2 §2.2, §2.3, §2.5):
 * the template to download, the area's extra fields, the file, and the status card. A file of
 * another type is refused here as the server would; a failure clears the chosen file. When the
 * server has taken the file a toast says the detail, «Готово» and the number of errors, and the
 * area's table reloads.
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { acceptedExtensionList, acceptedExtensions, extensionOf } from '../../../domain/core/files/accepted-files';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import { dataProvider } from '../../data/data-provider';
import { MonthPicker } from '../widgets/MonthPicker';
import type { UploadAnswer, UploadDeclaration, UploadField } from './upload-declaration';
import { uploadOutcome } from './upload-outcome';
import { UploadStatusCard, type UploadStatus } from './UploadStatusCard';

/** The DSP upload's width in the specification (spec 1 §9 "Dialog widths"). */
export const uploadDialogWidth = 700;

interface Props {
  upload: UploadDeclaration;
  open: boolean;
  onClose(): void;
  /** After the server took a file (the table reloads). */
  onDone?(): void;
}

function fieldValue(field: UploadField, value: string | boolean | undefined): string {
  if (field.kind === 'boolean') return value ? 'true' : 'false';
  return value ? `${String(value)}-01` : '';
}

export default function UploadDialog({ upload, open, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<Record<string, string | boolean>>({});
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  const fields = upload.fields ?? [];
  const missing = fields.some((field) => field.required && field.kind === 'month' && !values[field.name]);
  const busy = status.kind === 'uploading';

  const choose = (chosen: File | null) => {
    if (chosen && !acceptedExtensions(upload.accept).includes(extensionOf(chosen.name))) {
      setFile(null);
      setStatus({ kind: 'failed', message: t('upload.wrongType', { extensions: acceptedExtensionList(upload.accept) }) });
      return;
    }
    setFile(chosen);
    setStatus({ kind: 'idle' });
  };

  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    form.append('name', file.name);
    for (const field of fields) form.append(field.name, fieldValue(field, values[field.name]));
    setStatus({ kind: 'uploading', fileName: file.name });
    try {
      const answer = await dataProvider.uploadTo<UploadAnswer>(upload.path, form);
      const outcome = uploadOutcome(answer ?? {}, upload, t);
      setStatus({ kind: 'done', fileName: file.name, outcome });
      // Success, not a warning: a person who hides warnings still learns the upload's end.
      notify('upload.toast', 'success', { detail: outcome.detail, count: String(outcome.errorsCount) });
      onDone?.();
    } catch (error) {
      setFile(null);
      setStatus({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const close = () => {
    if (busy) return;
    setFile(null);
    setStatus({ kind: 'idle' });
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth={false} slotProps={{ paper: { sx: { width: uploadDialogWidth, maxWidth: 'calc(100% - 32px)' } } }} data-testid={`${upload.testId}-dialog`}>
      <DialogTitle>{t(upload.title)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Link href={dataProvider.templateUrl(upload.template.path)} download={upload.template.name} data-testid={`${upload.testId}-template`}>
            {t('upload.template')}
          </Link>
          {fields.map((field) =>
            field.kind === 'month' ? (
              <MonthPicker
                key={field.name}
                value={typeof values[field.name] === 'string' ? (values[field.name] as string) : ''}
                label={field.label}
                testId={`${upload.testId}-${field.name}`}
                onChange={(month) => setValues({ ...values, [field.name]: month ?? '' })}
              />
            ) : (
              <FormControlLabel
                key={field.name}
                control={<Checkbox checked={!!values[field.name]} onChange={(event) => setValues({ ...values, [field.name]: event.target.checked })} />}
                label={t(field.label)}
              />
            ),
          )}
          <Stack direction="row" spacing={2} alignItems="center">
            <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={busy}>
              {t('upload.choose')}
              <input
                type="file"
                hidden
                accept={acceptedExtensionList(upload.accept)}
                data-testid={`${upload.testId}-file`}
                onChange={(event) => {
                  choose(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} noWrap data-testid={`${upload.testId}-file-name`}>
              {file?.name ?? t('upload.noFile')}
            </Typography>
          </Stack>
          <UploadStatusCard status={status} testId={upload.testId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('Close')}
        </Button>
        <Button variant="contained" disabled={!file || busy || missing} onClick={() => void send()} data-testid={`${upload.testId}-send`}>
          {t('upload.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
