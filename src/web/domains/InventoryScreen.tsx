/**
 * /domainswl (spec 2 §2.5): the white-label inventory table, rows opening /domainswl/{id}, with
 * the refresh from the analytics database, ping, the export to Google, the enrichment for all
 * and the custom-list check; each row's menu pings or enriches that domain.
 */
import { useMemo } from 'react';
import CloudUpload from '@mui/icons-material/CloudUpload';
import NetworkPing from '@mui/icons-material/NetworkPing';
import Refresh from '@mui/icons-material/Refresh';
import { enrichInventory, exportInventoryToGoogle, pingInventory, refreshInventory } from '../../domain/domains/domain-actions';
import { domainWl } from '../../domain/domains/domain-entities';
import { inventoryMessages } from '../../domain/domains/domains-messages';
import type { PromptType } from '../../domain/domains/enrichment-answer';
import { inventoryTaskDetails } from '../../domain/domains/inventory-task-details';
import { ActionButton } from '../data/ActionButton';
import { useAction } from '../data/use-action';
import { EntityTable } from '../entity/EntityTable';
import type { EntityTableOptions } from '../entity/table/table-options';
import { CustomListButton } from './CustomListButton';
import { enrichmentLabels, inventoryRowActions } from './inventory-actions';
import { enrichmentOutcome } from './task-outcomes';
import { useReloadList } from './use-reload-list';

/** The toolbar's calls run over the whole inventory (no `domain`): disabled, with the reason, for those the declaration refuses. */
const wholeInventory = {};

function EnrichAllButton({ type, onDone }: { type: PromptType; onDone(): void }) {
  const enrich = useAction(enrichInventory, { success: enrichmentOutcome, reload: onDone, confirm: inventoryMessages.confirmEnrichAll, record: wholeInventory });
  const { all, icon: Icon } = enrichmentLabels[type];
  return <ActionButton state={enrich} label={all} icon={<Icon />} onClick={() => enrich.request({ body: { type } })} testId={`wl-enrich-${type.toLowerCase()}`} />;
}

function InventoryButtons({ onDone }: { onDone(): void }) {
  const refresh = useAction(refreshInventory, { success: inventoryMessages.refreshed, reload: onDone });
  const ping = useAction(pingInventory, { success: inventoryMessages.pinged, reload: onDone, confirm: inventoryMessages.confirmPingAll, record: wholeInventory });
  const google = useAction(exportInventoryToGoogle, { success: inventoryTaskDetails.googleExported, confirm: inventoryMessages.confirmGoogle, record: wholeInventory });
  return (
    <>
      <ActionButton state={refresh} label="Refresh from CH" icon={<Refresh />} onClick={() => refresh.request({})} testId="wl-refresh" />
      <ActionButton state={ping} label="Ping all" icon={<NetworkPing />} onClick={() => ping.request({ body: {} })} testId="wl-ping" />
      <ActionButton state={google} label="Export to Google" icon={<CloudUpload />} onClick={() => google.request({})} testId="wl-google" />
      <EnrichAllButton type="AUDIENCE" onDone={onDone} />
      <EnrichAllButton type="THEMATIC" onDone={onDone} />
      <CustomListButton />
    </>
  );
}

export default function InventoryScreen() {
  const reload = useReloadList(domainWl.name);
  const options = useMemo<EntityTableOptions>(
    () => ({ editorPath: (id) => `/domainswl/${id}`, toolbar: <InventoryButtons onDone={reload} />, actions: inventoryRowActions }),
    [reload],
  );
  return <EntityTable entity={domainWl} options={options} />;
}
