/** The DSPs area: DSPs, their contracts, invoices and missed markers (spec 2 §2.3). */
import { actionsOf, defineArea } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { buyingContractRegistryKind } from '../buying-invoices/buying-contract-fields';
import * as actions from './dsp-actions';
import { dspContractToErir } from './dsp-actions';
import { dsp, dspContract, dspEntities } from './dsp-entities';
import { dspsEn } from './dsps-en';
import { dspsRu } from './dsps-ru';
import { dspsRefusals } from './dsps-refusals';
import { dspsRefusalsRu } from './dsps-refusals-ru';
import { dspsHolders } from './dsps-holders';

export const dspsArea = defineArea({
  name: 'dsps',
  entities: dspEntities,
  actions: actionsOf(actions),
  refusals: dspsRefusals,
  refusalsRu: dspsRefusalsRu,
  messages: { en: dspsEn, ru: dspsRu },
  tasks: {
    'dsps.invoices-generate': 'dspInvoices.generate',
    'dsps.unmatched-lines': 'dspInvoices.unmatchedLines',
  },
  holders: dspsHolders,
  registry: defineRegistryKinds({
    /** Sent as the publisher contracts are (API.md "DSPs"). */
    dspContract: { ...buyingContractRegistryKind(dspContract, 'dc'), send: dspContractToErir },
    /** A DSP goes to the registry as its legal entity. */
    dsp: { plan: 'sentAs', entity: dsp, field: 'legalEntity', missing: 'registry.dspWithoutLegalEntity' },
  }),
  floors: { server: true, web: true },
});
