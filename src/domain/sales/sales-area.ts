/** The sales area: contracts, orders, products, payments, receivables. */
import { defineArea, actionsOf } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { contractToErir, originalContractToErir } from '../registry/registry-actions';
import { contract, contractRegistryFields, originalContract, originalContractRegistryFields } from './contracts';
import { invoice } from './invoices';
import { accountsReceivable, order } from './orders';
import { product } from './products';
import * as actions from './sales-actions';
import { salesTexts } from './sales-texts';
import { salesRefusals } from './sales-refusals';
import { salesRefusalsRu } from './sales-refusals-ru';
import { salesHolders } from './sales-holders';

export const salesArea = defineArea({
  name: 'sales',
  entities: [contract, originalContract, order, product, invoice, accountsReceivable],
  actions: actionsOf(actions),
  refusals: salesRefusals,
  refusalsRu: salesRefusalsRu,
  messages: salesTexts,
  tasks: {
    'orders.margin-table': 'orders.marginTable',
  },
  holders: salesHolders,
  registry: defineRegistryKinds({
    /** A client contract: the client's legal entity (an advertiser by it) orders from our organisation. */
    contract: {
      plan: 'contract',
      entity: contract,
      object: 'contract',
      prefix: 'c',
      fields: contractRegistryFields,
      parties: [
        { field: 'organisation', kind: 'organisation', side: 'contractor' },
        { field: 'legalEntity', kind: 'legalEntity', side: 'client', role: 'advertiser' },
      ],
      parent: 'parentContract',
      send: contractToErir,
    },
    /** An original contract: the customer (an advertiser) orders from the client (an agency by it). */
    originalContract: {
      plan: 'contract',
      entity: originalContract,
      object: 'contract',
      prefix: 'oc',
      fields: originalContractRegistryFields,
      parties: [
        { field: 'customer', kind: 'legalEntity', side: 'client', role: 'advertiser' },
        { field: 'client', kind: 'legalEntity', side: 'contractor', role: 'agency' },
      ],
      parent: 'parentContractId',
      send: originalContractToErir,
    },
  }),
  floors: { server: true, web: true },
});
