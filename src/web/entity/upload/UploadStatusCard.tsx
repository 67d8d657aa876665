/**
 * The upload dialog's status card (spec 1 "Missed DSP markers table"): while the file goes up a
 * progress bar; on failure «Ошибка» / "Error" with the server's message; when done «Готово» /
 * "Done", the detail, the number of rows not taken with the first of them, and the errors log.
 */
import { Alert, AlertTitle, LinearProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../data/data-provider';
import { errorsLogName, type UploadOutcome } from './upload-outcome';

export type UploadStatus =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; fileName: string; outcome: UploadOutcome };

export function UploadStatusCard({ status, testId }: { status: UploadStatus; testId: string }) {
  const { t } = useTranslation();
  if (status.kind === 'idle') return null;
  if (status.kind === 'uploading') {
    return (
      <Stack spacing={1} data-testid={`${testId}-status`} data-state="uploading">
        <Typography variant="body2">{t('upload.uploading', { name: status.fileName })}</Typography>
        <LinearProgress />
      </Stack>
    );
  }
  if (status.kind === 'failed') {
    return (
      <Alert severity="error" data-testid={`${testId}-status`} data-state="failed">
        <AlertTitle>{t('upload.failed')}</AlertTitle>
        {t(status.message)}
      </Alert>
    );
  }
  const { outcome, fileName } = status;
  const more = outcome.errorsCount - outcome.problems.length;
  const logName = errorsLogName(fileName);
  return (
    <Alert severity={outcome.errorsCount ? 'warning' : 'success'} data-testid={`${testId}-status`} data-state="done">
      <AlertTitle>{t('upload.done')}</AlertTitle>
      <Typography variant="body2">{outcome.detail}</Typography>
      {outcome.errorsCount > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500, mt: 1 }}>
            {t('upload.errors', { count: String(outcome.errorsCount) })}
          </Typography>
          <List dense disablePadding data-testid={`${testId}-problems`}>
            {outcome.problems.map((problem, index) => (
              <ListItem key={index} disableGutters sx={{ py: 0 }}>
                {problem}
              </ListItem>
            ))}
            {more > 0 && (
              <ListItem disableGutters sx={{ py: 0 }}>
                {t('upload.more', { count: String(more) })}
              </ListItem>
            )}
          </List>
        </>
      )}
      {outcome.errorsFileId !== null && (
        <Link href={dataProvider.fileUrl(outcome.errorsFileId, { temp: true })} download={logName} data-testid={`${testId}-errors-log`}>
          {t('upload.errorsLog', { name: logName })}
        </Link>
      )}
    </Alert>
  );
}
