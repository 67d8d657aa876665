/**
 * Brands (spec 1 §2): the table with its dialog editor (a new brand area is created inline by
 * Enter in the picker: `creatable` in the declaration), 'Sync with the organisation pipe' (POST
 * brands/sync/, then the task is polled; success reloads the table), and for admins a link to
 * the CRM organisations table (/brands/pipe) where they may add organisations by hand.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import Sync from '@mui/icons-material/Sync';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { allows } from '../../domain/core/access';
import { brand, pipeOrganization } from '../../domain/counterparties/counterparties';
import { crmSyncStart } from '../../domain/counterparties/counterparty-actions';
import { callAction } from '../app/call-action';
import { actorOfAccount, useAuth } from '../app/auth';
import { useNotify } from '../app/snackbar';
import { pollTask } from '../app/task-polling';
import { runCall } from '../data/run-action';
import { EntityTable } from '../entity/EntityTable';
import { listKey } from '../entity/table/use-list-query';

export function SyncWithPipeButton({ pollMs }: { pollMs?: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: listKey(brand.name) });
    void queryClient.invalidateQueries({ queryKey: listKey(pipeOrganization.name) });
  };
  const sync = async () => {
    setRunning(true);
    await runCall(async () => pollTask((await callAction(crmSyncStart)).taskId, pollMs), { success: 'Sync completed successfully' }, { notify, reload });
    setRunning(false);
  };
  return (
    <Button size="small" startIcon={<Sync />} onClick={() => void sync()} disabled={running}>
      {t('Sync with the organisation pipe')}
    </Button>
  );
}

function BrandToolbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = actorOfAccount(useAuth().account);
  return (
    <>
      <SyncWithPipeButton />
      {allows(pipeOrganization.access?.create, actor, null) && (
        <Button size="small" onClick={() => navigate('/brands/pipe')}>
          {t('CRM organisations')}
        </Button>
      )}
    </>
  );
}

const options = { toolbar: <BrandToolbar /> };

export default function BrandsScreen() {
  return <EntityTable entity={brand} options={options} />;
}
