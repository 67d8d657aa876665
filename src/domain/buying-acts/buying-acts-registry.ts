/**
 * How buying-side acts go to the registry (API.md "Buying side"): a publisher act is what we owe
 * the publisher under its contract (we, the ad-system operator, are the client; the publisher the
 * contractor), a DSP act what the DSP owes us under its contract. Its amount without VAT is the
 * act's sum less its contract's VAT; a DSP act states its tax base itself.
 */
import { decimalOf, defineRegistryKinds, lessVat } from '../core/registry-kind';
import { dspAct, dspActItem } from './dsp-acts';
import { publisherAct, publisherActItem } from './publisher-acts';

export const buyingActsRegistry = defineRegistryKinds({
  publisherAct: {
    plan: 'buyingAct',
    entity: publisherAct,
    object: 'invoice',
    prefix: 'pact',
    item: publisherActItem,
    counterparty: { field: 'publisher', kind: 'publisher' },
    contract: 'publisherContract',
    clientRole: 'ors',
    contractorRole: 'publisher',
    amount: (act, contract) => lessVat(act.sum, contract.nds),
  },
  dspAct: {
    plan: 'buyingAct',
    entity: dspAct,
    object: 'invoice',
    prefix: 'dact',
    item: dspActItem,
    counterparty: { field: 'dsp', kind: 'dsp' },
    contract: 'dspContract',
    // The DSP buys from us: it is the client (an ad-system operator), we the contractor (the publisher side of the deal).
    clientRole: 'ors',
    contractorRole: 'publisher',
    amount: (act, contract) => ({ withoutVat: decimalOf(act.nalogBaseSum).toNumber(), vatRate: decimalOf(contract.nds).isZero() ? null : decimalOf(contract.nds).toNumber() }),
  },
});
