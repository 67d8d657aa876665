/**
 * The dialogs of the order's creatives tab: import by marker or from an order (spec 1 §5
 * "Выберите маркер или заказ"), and clone the creatives of another order.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../domain/core/fields';
import { RefWidget } from '../entity/widgets/RefWidget';
import { refusalText } from './error-text';

const orderField: FieldDef = { kind: 'ref', ref: 'order' };

export interface OrderChoice {
  marker: string;
  order: number | null;
}

interface Props {
  title: string;
  /** Offer the marker field (import) beside the order. */
  withMarker: boolean;
  onSubmit(choice: OrderChoice): Promise<void>;
  onClose(): void;
}

export function OrderChoiceDialog({ title, withMarker, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [marker, setMarker] = useState('');
  const [order, setOrder] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit({ marker: marker.trim(), order });
      onClose();
    } catch (e) {
      setProblem(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  const empty = !marker.trim() && order === null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {withMarker && <TextField name="marker" label={t('fields.marker')} size="small" value={marker} onChange={(e) => setMarker(e.target.value)} fullWidth />}
          <RefWidget
            name="sourceOrder"
            field={orderField}
            label={t('Source order')}
            value={order}
            onChange={(value) => setOrder(value === null ? null : Number(value))}
          />
          {problem && <Alert severity="error">{t(problem)}</Alert>}
          {withMarker && empty && <Alert severity="info">{t('Выберите маркер или заказ')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={busy || empty} onClick={() => void submit()}>
          {t(withMarker ? 'Import' : 'Clone')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
