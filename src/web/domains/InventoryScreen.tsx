/**
 * /domainswl (spec 2 §2.5): the white-label inventory table, rows opening /domainswl/{id}, with
 * the refresh from the analytics database and the custom-list check.
 */
import { useMemo } from 'react';
import Refresh from '@mui/icons-material/Refresh';
import { refreshInventory } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';
import { EntityTable } from '../entity/EntityTable';
import type { EntityTableOptions } from '../entity/table/table-options';
import { CustomListButton } from './CustomListButton';
import { useReloadList } from './use-reload-list';

function InventoryButtons({ onDone }: { onDone(): void }) {
  const refresh = useAction(refreshInventory, { success: inventoryMessages.refreshed, reload: onDone });
  return (
    <>
      <ActionButton state={refresh} label="Refresh from CH" icon={<Refresh />} onClick={() => refresh.request({})} testId="wl-refresh" />
      <CustomListButton />
    </>
  );
}

export default function InventoryScreen() {
  const reload = useReloadList(domainWl.name);
  const options = useMemo<EntityTableOptions>(() => ({ editorPath: (id) => `/domainswl/${id}`, toolbar: <InventoryButtons onDone={reload} /> }), [reload]);
  return <EntityTable entity={domainWl} options={options} />;
}
