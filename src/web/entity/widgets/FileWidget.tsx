/** file and filelist: upload (checked as the server checks it: extension and leading bytes), download links. */
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Chip, FormHelperText, FormLabel, Link, Stack } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/api-error';
import { useNotify } from '../../app/snackbar';
import { acceptedExtensionList, acceptedExtensions } from '../../../domain/core/files/accepted-files';
import { uploadTarget } from '../../../domain/core/files/upload-target';
import { fileSize, fileUrl, pickedFileProblem, uploadFile, type StoredFile } from './file-upload';
import type { WidgetProps } from './widget-props';

export function FileWidget({ name, entityName, field, label, value, valueLabel, onChange, disabled, error }: WidgetProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const multiple = field.kind === 'filelist';
  const accept = 'accept' in field ? field.accept : undefined;
  const ids: number[] = multiple ? (Array.isArray(value) ? (value as number[]) : []) : typeof value === 'number' ? [value] : [];

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || file.size === 0) return; // an empty file is ignored
    setBusy(true);
    try {
      const wrong = await pickedFileProblem(file, accept);
      if (wrong) {
        notify(wrong, 'error', { extension: acceptedExtensionList(accept) });
        return;
      }
      const stored = await uploadFile(file, entityName ? uploadTarget(entityName, name) : undefined);
      setUploaded((u) => [...u, stored]);
      onChange(multiple ? [...ids, stored.id] : stored.id);
    } catch (err) {
      notify(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  const nameOf = (id: number) => {
    const f = uploaded.find((u) => u.id === id);
    if (f) return `${f.name} (${fileSize(f.size)})`;
    // The stored record's file name (`<field>Name` beside the id) names a single file.
    return !multiple && typeof valueLabel === 'string' && valueLabel ? valueLabel : `${t('Download')} #${id}`;
  };
  return (
    <Stack spacing={1}>
      <FormLabel error={!!error}>{label}</FormLabel>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {ids.map((id) => (
          <Chip
            key={id}
            label={
              <Link href={fileUrl(id)} target="_blank" rel="noreferrer">
                {nameOf(id)}
              </Link>
            }
            onDelete={disabled ? undefined : () => onChange(multiple ? ids.filter((x) => x !== id) : null)}
          />
        ))}
      </Stack>
      {!disabled && (multiple || ids.length === 0) && (
        <Button startIcon={<UploadFile />} size="small" onClick={() => input.current?.click()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('Upload')}
        </Button>
      )}
      <input ref={input} type="file" name={name} hidden accept={acceptedExtensions(accept).join(',') || undefined} onChange={(e) => void pick(e)} />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
