/**
 * Publisher acts and their items (spec 2 §2.2, §3 PublisherAct/PublisherActItem; API.md "Buying
 * side"): one act per publisher and month under the publisher's contract; `invoiceSum` is the
 * `amountWithNds` of that publisher's invoice of the act's month.
 */
import { defineBuyingActs } from './buying-act-declaration';

export const { act: publisherAct, item: publisherActItem } = defineBuyingActs({
  name: 'publisherAct',
  path: 'erir/publisher/acts/',
  itemPath: 'erir/publisher/actitems/',
  table: 'publisher_acts',
  itemTable: 'publisher_act_items',
  counterparty: { field: 'publisher', ref: 'publisher' },
  contractRef: 'publisherContract',
  globalSearch: 9,
  extra: {
    invoiceSum: {
      kind: 'money',
      summary: 'sum',
      computed: { sql: "(select i.amount_with_nds from publisher_invoices i where i.publisher_id = {publisher} and i.date = date_trunc('month', {date})::date order by i.id limit 1)" },
    },
  },
});
