/**
 * A hand-made publisher or DSP invoice takes its counterparty's contract's VAT (spec 2 §7.4:
 * "contracts ... nds read"; API.md "Buying side"): choosing the publisher or DSP of a new invoice
 * fills `nds` from that counterparty's contract (20 without one), as the server does when `nds`
 * is left empty, so the form shows what will be saved and the amount with VAT follows it.
 */
import type { AnyEntity } from '../../domain/core/entity';
import { invoiceNdsOf } from '../../domain/buying-invoices/invoice-rules';
import { dataProvider } from '../data/data-provider';
import type { EntityEditorOptions } from '../entity/editor/editor-options';

/** Editor options of an invoice whose field named like `counterparty` points at it, its `contract` a `contract` row. */
export function contractNdsOptions(counterparty: AnyEntity, contract: AnyEntity): EntityEditorOptions {
  return {
    onFieldChangeLoaded: async (name, { mode, values }) => {
      const id = values[name];
      if (name !== counterparty.name || mode !== 'create' || id === null || id === undefined || id === '') return undefined;
      const party = await dataProvider.one<{ contract?: number | null }>(counterparty, id as number);
      if (party.contract === null || party.contract === undefined) return { values: { nds: invoiceNdsOf(null) } };
      const terms = await dataProvider.one<{ nds?: number | string | null }>(contract, party.contract);
      return { values: { nds: invoiceNdsOf(terms.nds) } };
    },
  };
}
