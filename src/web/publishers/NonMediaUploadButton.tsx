/**
 * The non-media spreadsheet upload (spec 2 §2.2, §7.4; API.md "Buying side"): a chosen .xlsx is
 * posted at once; the rows taken are reported and every row not taken is listed with why, in the
 * user's language, until the dialog is closed. The table reloads either way.
 */
import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RowProblem } from '../../domain/publishers/nonmedia-rows';
import { nonMediaUploadPath } from '../../domain/publishers/publisher-actions';
import { nonMedia } from '../../domain/publishers/publisher-entities';
import { useNotify } from '../app/snackbar';
import { dataProvider } from '../data/data-provider';
import { runCall } from '../data/run-action';
import { listKey } from '../entity/table/use-list-query';

interface UploadAnswer {
  taken: number;
  problems: RowProblem[];
}

/** Where a spreadsheet goes and which table it reloads: the non-media upload by default, the DSP upload too. */
export interface SheetUpload {
  path: string;
  entity: string;
  label: string;
  testId: string;
}

const nonMediaUpload: SheetUpload = { path: nonMediaUploadPath, entity: nonMedia.name, label: 'Upload non-media', testId: 'nonmedia' };

export function NonMediaUploadButton({ upload: target = nonMediaUpload }: { upload?: SheetUpload }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<RowProblem[]>([]);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    form.append('name', file.name);
    setBusy(true);
    await runCall(
      () => dataProvider.uploadTo<UploadAnswer>(target.path, form),
      { then: (answer) => setProblems(answer.problems), success: (answer) => ({ message: 'Rows taken: {{count}}', values: { count: String(answer.taken) } }) },
      { notify, reload: () => void queryClient.invalidateQueries({ queryKey: listKey(target.entity) }) },
    );
    setBusy(false);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx"
        data-testid={`${target.testId}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="small" startIcon={<UploadFile />} disabled={busy} data-testid={`upload-${target.testId}`} onClick={() => input.current?.click()}>
        {t(target.label)}
      </Button>
      <Dialog open={problems.length > 0} onClose={() => setProblems([])} data-testid={`${target.testId}-problems`}>
        <DialogTitle>{t('Rows not taken')}</DialogTitle>
        <DialogContent dividers>
          <List dense>
            {problems.map((problem, index) => (
              <ListItem key={index}>{t(problem.key, Object.fromEntries(Object.entries(problem.values).map(([k, v]) => [k, String(v)])))}</ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setProblems([])}>{t('Close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
