/**
 * DSP acts and their items (spec 2 §2.3, §3 DSPAct/DSPActItem; API.md "Buying side"): one act per
 * DSP and month under the DSP's contract; `nalogBaseSum` is the invoice's amount without VAT and
 * `nalogSum` the VAT on it.
 */
import { defineBuyingActs } from './buying-act-declaration';

export const { act: dspAct, item: dspActItem } = defineBuyingActs({
  name: 'dspAct',
  path: 'erir/dsp/acts/',
  itemPath: 'erir/dsp/actitems/',
  table: 'dsp_acts',
  itemTable: 'dsp_act_items',
  counterparty: { field: 'dsp', ref: 'dsp' },
  contractRef: 'dspContract',
  globalSearch: 10,
  extra: {
    nalogBaseSum: { kind: 'money', summary: 'sum', rules: ['unsigned'] },
    nalogSum: { kind: 'money', summary: 'sum', rules: ['unsigned'] },
  },
});
