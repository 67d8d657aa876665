/** The sales area: contracts, orders, products, invoices and receivables (issue "Sales core"). */
import { defineModule } from '../app-module';
import { contractHooks } from './contract-hooks';
import { invoiceHooks } from './invoice-hooks';
import { orderHooks } from './order-hooks';
import { productHooks } from './product-hooks';
import { clientStatisticRoute } from './client-statistics';
import { contractCloneRoute, originalContractCloneRoute } from './contract-clone';
import { marginTable, sendToMarginTableRoute } from './margin-table';
import { cloneOrderRoute, lockOrdersRoute, mergeOrdersRoute, setOrderPaidRoute, splitOrdersRoute } from './order-actions';
import { orderStatisticRoute } from './order-statistics';
import { cloneProductRoute } from './product-clone';

export const salesArea = defineModule({
  name: 'sales',
  hooks: [contractHooks, orderHooks, productHooks, invoiceHooks],
  routes: [
    cloneOrderRoute,
    splitOrdersRoute,
    mergeOrdersRoute,
    lockOrdersRoute,
    setOrderPaidRoute,
    sendToMarginTableRoute,
    orderStatisticRoute,
    cloneProductRoute,
    clientStatisticRoute,
    contractCloneRoute,
    originalContractCloneRoute,
  ],
  jobs: [marginTable],
});
