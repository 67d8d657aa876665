/** `POST products/clone/`: a copy of a product in the same order (refused on a locked order). */
import { cloneProduct } from '../../../domain/actions/sales-actions';
import { product } from '../../../domain/entities/sales/products';
import { readOne } from '../../entity-service/entity-reader';
import { actionRoute } from '../../http/actions/action-route';
import { refuse } from '../../../domain/refusals/refusal';
import { copyProduct } from './order-copies';

export const cloneProductRoute = actionRoute(
  cloneProduct,
  async ({ ctx, actor, tx, body }) => {
    const source = await readOne(tx, product, body.id);
    if (!source) throw refuse.notFound('products.notFound', { id: body.id });
    return copyProduct(ctx, actor, tx, source, Number(source.order));
  },
  { transaction: true },
);
