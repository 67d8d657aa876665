/**
 * The export dialog of a month screen (spec 2 §2.2, §2.3: the publisher reports' and the DMP
 * exports' "export dialog"): the month, the screen's own fields, and one button, Export, disabled
 * while the month is missing or the screen says why not (its reason as the button's tooltip).
 */
import type { ReactNode } from 'react';
import Close from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MonthPicker } from './widgets/MonthPicker';

interface Props {
  /** i18n key */
  title: string;
  /** `<testId>-month` is the month picker, `<testId>-run` the Export button. */
  testId: string;
  /** `YYYY-MM`, or '' */
  month: string;
  onMonth(month: string): void;
  /** i18n key of why Export is disabled, or false. */
  blocked?: string | false;
  onExport(): void;
  onClose(): void;
  /** The screen's fields after the month. */
  children?: ReactNode;
}

export function MonthExportDialog({ title, testId, month, onMonth, blocked, onExport, onClose, children }: Props) {
  const { t } = useTranslation();
  const reason = !month ? 'Choose a month first' : blocked || '';
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`} sx={{ pr: 6 }}>
        {t(title)}
        <IconButton aria-label={t('Close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MonthPicker value={month} label={t('Month')} testId={`${testId}-month`} onChange={(chosen) => onMonth(chosen ?? '')} />
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Tooltip title={reason ? t(reason) : ''}>
          <span>
            <Button variant="contained" data-testid={`${testId}-run`} disabled={reason !== ''} onClick={onExport}>
              {t('Export')}
            </Button>
          </span>
        </Tooltip>
      </DialogActions>
    </Dialog>
  );
}
