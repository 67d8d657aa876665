/** The link that opens a saved view, to copy and send. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  link: string;
  /** A view only its owner reads: the link opens for nobody else. */
  privateView: boolean;
  onCopied(): void;
  onClose(): void;
}

export function ShareViewDialog({ link, privateView, onCopied, onClose }: Props) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(link);
    onCopied();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('Link to the view')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={t('Link')}
          value={link}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'view-link', onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
        />
        {privateView && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('Only you can open this link until the view is shared with everyone.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
        <Button variant="contained" onClick={() => void copy()}>
          {t('Copy link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
