/**
 * Legal entity attacher (spec 1 §2, width 900px): a client with a legal entity goes straight to
 * it; otherwise the user attaches an existing one (PATCH its `client`) or creates a new one
 * pre-filled with the client (client, name and full name).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { legalEntity } from '../../domain/counterparties/counterparties';
import type { RefFieldDef } from '../../domain/core/fields';
import { useNotify } from '../app/snackbar';
import { editorState } from '../entity/EntityEditorScreen';
import { listKey } from '../entity/table/use-list-query';
import { RefWidget } from '../entity/widgets/RefWidget';
import { dataProvider } from '../data/data-provider';

export const attacherWidth = 900;

export interface AttachTarget {
  id: number | string;
  name: string;
}

const pickerField: RefFieldDef = { kind: 'ref', ref: 'legalEntity', required: true };
/** Only legal entities that belong to no client can be attached. */
export const unattachedFilter = { client: 'null' } as const;

/** Where "create a new one" goes, with the client filled in. */
export function newLegalEntityLink(client: AttachTarget) {
  return {
    path: '/legalEntity/create',
    state: editorState({ client: client.id, clientName: client.name, name: client.name, fullname: client.name }),
  };
}

export function LegalEntityAttacher({ client, onClose }: { client: AttachTarget; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | string | null>(null);
  const [busy, setBusy] = useState(false);
  const existing = useQuery({
    queryKey: ['legal-entity-of-client', String(client.id)],
    queryFn: () => dataProvider.short(legalEntity, { client: client.id }),
    staleTime: 0,
    gcTime: 0,
  });
  const first = existing.data?.[0];

  useEffect(() => {
    if (first) navigate(`/legalEntity/${first.v}`);
  }, [first, navigate]);

  const attach = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      await dataProvider.patch(legalEntity, chosen, { id: chosen, client: client.id });
      notify('Legal entity has been attached', 'success');
      void queryClient.invalidateQueries({ queryKey: listKey(legalEntity.name) });
      onClose();
    } catch {
      notify('Error while attaching', 'error');
    } finally {
      setBusy(false);
    }
  };

  const create = () => {
    const link = newLegalEntityLink(client);
    navigate(link.path, { state: link.state });
  };

  return (
    <Dialog open onClose={onClose} slotProps={{ paper: { sx: { width: attacherWidth, maxWidth: '95vw' } } }} data-testid="legal-entity-attacher">
      <DialogTitle>
        {t('Legal entity')}: {client.name}
      </DialogTitle>
      <DialogContent dividers>
        {existing.isPending || first ? (
          <LinearProgress />
        ) : existing.isError ? (
          <Alert severity="error">{t('Unknown loading error')}</Alert>
        ) : (
          <Stack spacing={3}>
            <Typography>{t('The client has no legal entity yet.')}</Typography>
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t('Attach an existing legal entity')}</Typography>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <RefWidget
                  name="legalEntity"
                  field={pickerField}
                  label={t('Legal entity')}
                  value={chosen}
                  onChange={(v) => setChosen(v as number | string | null)}
                  shortFilters={unattachedFilter}
                />
                <Button variant="contained" onClick={() => void attach()} disabled={chosen === null || busy}>
                  {t('Attach')}
                </Button>
              </Stack>
            </Stack>
            <Stack spacing={1} alignItems="flex-start">
              <Typography variant="subtitle2">{t('Or create a new one for this client')}</Typography>
              <Button variant="outlined" onClick={create}>
                {t('Create a new legal entity')}
              </Button>
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
