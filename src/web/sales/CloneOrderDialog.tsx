/** The clone confirmation of the orders table: clone with or without the order's creatives. */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function CloneOrderDialog({ onConfirm, onClose }: { onConfirm(withCreatives: boolean): void; onClose(): void }) {
  const { t } = useTranslation();
  const [withCreatives, setWithCreatives] = useState(false);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('Clone the order?')}</DialogTitle>
      <DialogContent>
        <FormControlLabel
          control={<Checkbox checked={withCreatives} onChange={(e) => setWithCreatives(e.target.checked)} />}
          label={t('Clone creatives too')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('No')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            onConfirm(withCreatives);
          }}
        >
          {t('Yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
