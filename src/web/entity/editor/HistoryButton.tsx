/** "History" beside an editor's buttons: the record's readable change history (EntityHistory) in a dialog, for every entity. */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnyEntity } from '../../../domain/core/entity';
import { EntityHistory } from './EntityHistory';

export function HistoryButton({ entity, id }: { entity: AnyEntity; id: number | string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('History')}</Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} maxWidth="md" fullWidth data-testid="history-dialog">
          <DialogTitle>
            {t('History')}: {t(`entities.${entity.name}`)} #{String(id)}
          </DialogTitle>
          <DialogContent dividers>
            <EntityHistory entity={entity} id={id} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('Close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
