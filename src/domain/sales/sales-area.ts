/** The sales area: contracts, orders, products, payments, receivables. */
import { defineArea, actionsOf } from '../core/area';
import { contract, originalContract } from './contracts';
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
  floors: { server: true, web: true },
});
