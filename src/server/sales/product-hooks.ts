/** A locked order takes no new products, neither created nor moved in (API.md "Sales" lock). */
import { product } from '../../domain/sales/products';
import { defineHooks } from '../items/entity-hooks';
import { refuseLockedTargetOrder } from './locked-target-order';

export const productHooks = defineHooks(product, {
  beforeWrite: refuseLockedTargetOrder,
});
