/** Column choice and order, a 510 px dialog (spec 1 §9). */
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useTranslation } from 'react-i18next';
import { moveColumn, toggleColumn, type ColumnPrefs } from './column-prefs';

interface Props {
  open: boolean;
  prefs: ColumnPrefs;
  labelOf(name: string): string;
  onChange(prefs: ColumnPrefs): void;
  onReset(): void;
  onClose(): void;
}

export const columnsDialogWidth = 510;

export function ColumnsDialog({ open, prefs, labelOf, onChange, onReset, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: columnsDialogWidth, maxWidth: '95vw' } } }}>
      <DialogTitle>{t('Columns')}</DialogTitle>
      <DialogContent dividers>
        <List dense>
          {prefs.order.map((name, index) => {
            const label = labelOf(name);
            return (
              <ListItem
                key={name}
                data-testid={`column-${name}`}
                secondaryAction={
                  <>
                    <IconButton size="small" aria-label={`${t('Move up')} ${label}`} disabled={index === 0} onClick={() => onChange(moveColumn(prefs, name, -1))}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`${t('Move down')} ${label}`}
                      disabled={index === prefs.order.length - 1}
                      onClick={() => onChange(moveColumn(prefs, name, 1))}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={!prefs.hidden.includes(name)}
                    onChange={() => onChange(toggleColumn(prefs, name))}
                    slotProps={{ input: { 'aria-label': label } }}
                  />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>{t('Reset')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
