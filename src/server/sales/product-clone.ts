/** `POST products/clone/`: a copy of a product in the same order (refused on a locked order). */
import { cloneProduct } from '../../domain/sales/sales-actions';
import { product } from '../../domain/sales/products';
import { items } from '../items/items';
import { actionRoute } from '../http/actions/action-route';
import { refuse } from '../../domain/core/refusals/refusal';
import { copyProduct } from './order-copies';

export const cloneProductRoute = actionRoute(
  cloneProduct,
  async ({ ctx, actor, tx, body }) => {
    const scope = { ctx, actor, tx };
    const source = await items(product, scope).read(body.id);
    if (!source) throw refuse.notFound('products.notFound', { id: body.id });
    return copyProduct(scope, source, Number(source.order));
  },
  { transaction: true },
);
