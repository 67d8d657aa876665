/** Naming a saved view and sharing it with everyone: for a new view of the table, or renaming one. */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** i18n key of the title ('Save view', 'Rename view'). */
  title: string;
  initial: { name: string; shared: boolean };
  onSave(values: { name: string; shared: boolean }): void;
  onClose(): void;
}

/** Render it only while open: it starts from `initial` each time. */
export function SaveViewDialog({ title, initial, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [shared, setShared] = useState(initial.shared);
  const ready = name.trim() !== '';
  const save = () => {
    if (!ready) return;
    onClose();
    onSave({ name: name.trim(), shared });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t(title)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('View name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
        />
        <FormControlLabel control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />} label={t('Shared with everyone')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={save}>
          {t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
