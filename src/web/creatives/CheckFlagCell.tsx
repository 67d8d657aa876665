/**
 * The statistics check flag of a creative in an order (spec 1 §4): editable only in the current
 * report month while the creative has no statistics in the order; a change is saved at once.
 */
import { useState } from 'react';
import { Checkbox, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../app/snackbar';
import { refusalText } from './error-text';
import { dataProvider } from '../data/data-provider';
import { runCall } from '../data/run-action';
import { creative } from '../../domain/creatives/creative';

export function CheckFlagCell({ creativeId, checked, editable, onSaved }: { creativeId: number | string; checked: boolean; editable: boolean; onSaved(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const change = async (value: boolean) => {
    setBusy(true);
    await runCall(() => dataProvider.patch(creative, creativeId, { needCheckInCh: value }), { success: 'Item has been updated', then: onSaved, errorText: refusalText }, { notify });
    setBusy(false);
  };
  const box = (
    <Checkbox
      size="small"
      checked={checked}
      disabled={!editable || busy}
      inputProps={{ 'aria-label': t('fields.needCheckInCh') }}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => void change(e.target.checked)}
    />
  );
  return editable ? box : (
    <Tooltip title={t('The check flag can be changed only in the current report month before statistics arrive')}>
      <span>{box}</span>
    </Tooltip>
  );
}
