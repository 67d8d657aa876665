/**
 * "Sync with panel" (spec 2 §2.2, §7.4): starts the panel sync, follows its task and reloads the
 * panels; shown to whom the declared action allows.
 */
import Sync from '@mui/icons-material/Sync';
import { useQueryClient } from '@tanstack/react-query';
import { panelSync, publisherMessages } from '../../domain/publishers/publisher-actions';
import { panel } from '../../domain/publishers/publisher-entities';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';
import { listKey } from '../entity/table/use-list-query';

export function PanelSyncButton() {
  const queryClient = useQueryClient();
  const sync = useAction(panelSync, { success: publisherMessages.panelsSynced, reload: () => void queryClient.invalidateQueries({ queryKey: listKey(panel.name) }) });
  return <ActionButton state={sync} label="Sync with panel" icon={<Sync />} testId="sync-panels" onClick={() => sync.request({})} />;
}
