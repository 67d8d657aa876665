/** The sales area: contracts, orders, products, payments, receivables. */
import { defineArea, actionsOf } from '../core/area';
import { contract, originalContract } from './contracts';
import { invoice } from './invoices';
import { accountsReceivable, order } from './orders';
import { product } from './products';
import * as actions from './sales-actions';
import { salesEn } from './sales-en';
import { salesRu } from './sales-ru';
import { salesRefusals } from './sales-refusals';

export const salesArea = defineArea({
  name: 'sales',
  entities: [contract, originalContract, order, product, invoice, accountsReceivable],
  actions: actionsOf(actions),
  refusals: salesRefusals,
  messages: { en: salesEn, ru: salesRu },
  floors: { server: true, web: true },
});
