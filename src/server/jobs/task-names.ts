/**
 * The task centre's `name` of a task: the stable key of the action that starts it
 * (`publisherInvoices.generate`), read from the queue it ran on. A queue not listed here is its
 * own key (`domains.check`), so a new job shows under its queue name until it is given one.
 * The keys are also the i18n keys of the task centre's labels (`tasks.names.<key>`).
 */
const keyOfQueue: Readonly<Record<string, string>> = {
  'publishers.invoices-generate': 'publisherInvoices.generate',
  'dsps.invoices-generate': 'dspInvoices.generate',
  'buying-acts.publisher-generate': 'publisherActs.generate',
  'buying-acts.dsp-generate': 'dspActs.generate',
  'buying-acts.publisher-send': 'publisherActs.send',
  'buying-acts.dsp-send': 'dspActs.send',
  'dmps.export': 'dmpExports.generate',
  'registry.acts-generate': 'erirActs.generate',
  'registry.acts-send': 'erirActs.send',
  'registry.send': 'registry.send',
  'registry.send-every': 'registry.sendEvery',
  'registry.estats-build': 'erirStatistics.build',
  'registry.estats-save': 'erirStatistics.save',
  'documents.generate': 'orders.documents',
  'orders.margin-table': 'orders.marginTable',
  'publishers.statistics-export': 'publisherInvoices.statisticsExport',
  'publishers.report': 'publisherReports.upload',
  'publishers.panel-sync': 'panels.sync',
  'dsps.unmatched-lines': 'dspInvoices.unmatchedLines',
  'domains.inventory-refresh': 'domains.inventoryRefresh',
  'domains.inventory-google-export': 'domains.inventoryGoogleExport',
  'domains.custom-list': 'domains.customList',
  'domains.inventory-ping': 'domains.inventoryPing',
  'domains.inventory-enrichment': 'domains.inventoryEnrichment',
  'domains.check': 'domains.check',
  'brands.crm-sync': 'brands.crmSync',
};

const queueOfKey = new Map<string, string[]>();
for (const [queue, key] of Object.entries(keyOfQueue)) queueOfKey.set(key, [...(queueOfKey.get(key) ?? []), queue]);

/** The stable key of a task that ran on this queue. */
export const taskKeyOf = (queue: string): string => keyOfQueue[queue] ?? queue;

/** The queues whose tasks carry this key (the key itself when it is a queue's own name). */
export const queuesOfKey = (key: string): string[] => queueOfKey.get(key) ?? [key];
