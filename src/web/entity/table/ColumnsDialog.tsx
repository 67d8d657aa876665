/**
 * Column choice and order, a 510 px dialog (spec 1 §9): a search over the column names, a box
 * per column, and the order by dragging a column onto another's place (or its arrow buttons,
 * for the keyboard).
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemIcon, ListItemText, TextField } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslation } from 'react-i18next';
import { moveColumn, placeColumn, toggleColumn, type ColumnPrefs } from './column-prefs';

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
  const [search, setSearch] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const words = search.trim().toLowerCase();
  const shown = prefs.order.filter((name) => !words || labelOf(name).toLowerCase().includes(words));
  const drop = (target: string) => {
    if (dragged) onChange(placeColumn(prefs, dragged, target));
    setDragged(null);
    setOver(null);
  };
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: columnsDialogWidth, maxWidth: '95vw' } } }}>
      <DialogTitle>{t('Columns')}</DialogTitle>
      <DialogContent dividers>
        <TextField
          size="small"
          fullWidth
          autoFocus
          placeholder={t('Search columns')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('Search columns') } }}
          sx={{ mb: 1 }}
        />
        <List dense disablePadding>
          {shown.map((name) => {
            const label = labelOf(name);
            const index = prefs.order.indexOf(name);
            return (
              <ListItem
                key={name}
                data-testid={`column-${name}`}
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', name);
                  setDragged(name);
                }}
                onDragOver={(e) => {
                  if (!dragged) return;
                  e.preventDefault();
                  setOver(name);
                }}
                onDragLeave={() => setOver((current) => (current === name ? null : current))}
                onDrop={(e) => {
                  e.preventDefault();
                  drop(name);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                sx={{
                  cursor: 'grab',
                  opacity: dragged === name ? 0.5 : 1,
                  borderTop: 2,
                  borderColor: over === name && dragged !== name ? 'primary.main' : 'transparent',
                }}
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
                <ListItemIcon sx={{ minWidth: 28 }} title={t('Drag to reorder')}>
                  <DragIndicator fontSize="small" color="action" />
                </ListItemIcon>
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
