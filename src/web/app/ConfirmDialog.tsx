/** A yes/no confirmation (spec 1 §8: delete and bulk actions ask first). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  message: string;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ open, message, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('Confirmation')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('No')}</Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {t('Yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
