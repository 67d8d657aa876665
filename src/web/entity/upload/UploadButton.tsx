/**
 * A table toolbar's button opening the one upload dialog an area declared. The dialog (and the
 * date pickers of a month field) load on the first click, not with the screen.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listKey } from '../table/use-list-query';
import type { UploadDeclaration } from './upload-declaration';

const UploadDialog = lazy(() => import('./UploadDialog'));

export function UploadButton({ upload, onDone }: { upload: UploadDeclaration; onDone?(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const done = () => {
    if (upload.entity) void queryClient.invalidateQueries({ queryKey: listKey(upload.entity) });
    onDone?.();
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<UploadFile />}
        data-testid={`${upload.testId}-upload`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t(upload.title)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <UploadDialog upload={upload} open={open} onClose={() => setOpen(false)} onDone={done} />
        </Suspense>
      )}
    </>
  );
}
