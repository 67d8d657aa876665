/**
 * Clone creatives into an order and import existing ones into an order (spec 1 §5, §7), each in
 * one transaction through the entity service.
 */
import { cloneCreatives, importCreatives } from '../../domain/creatives/creative-actions';
import { editableValues } from '../../domain/core/entity';
import { creative } from '../../domain/creatives';
import { creativeMessages } from '../../domain/creatives/creative-validation';
import { items } from '../items/items';
import { actionRoute } from '../http/actions/action-route';
import { invalidField, invalidFormData } from '../../domain/core/refusals/refusal';
import { orderOrNotFound } from '../sales/order-copies';
import { creativeIdsOf, creativeIdsWithMarker, creativesById, linkToOrder } from './creative-links';

/** What a copy of a creative does not take: the registry's identity of the source. */
const registryIdentity = { marker: null, erirId: null, needCheckInCh: false };

export const cloneCreativesRoute = actionRoute(
  cloneCreatives,
  async ({ ctx, actor, tx, body }) => {
    if (!body.orderTo && !body.creatives?.length) {
      throw invalidField('orderTo', 'creatives.cloneNeedsTarget');
    }
    const scope = { ctx, actor, tx };
    await orderOrNotFound(scope, body.orderFrom);
    const target = body.orderTo ?? body.orderFrom;
    if (target !== body.orderFrom) await orderOrNotFound(scope, target);
    const sourceIds = await creativeIdsOf(tx, body.orderFrom);
    const chosen = body.creatives?.length ? [...new Set(body.creatives)] : sourceIds;
    const strangers = chosen.filter((id) => !sourceIds.includes(id));
    if (strangers.length) throw invalidFormData({ creatives: [`Not creatives of order ${body.orderFrom}: ${strangers.join(', ')}`] });
    if (!chosen.length) throw invalidField('orderFrom', 'creatives.orderHasNoCreatives');
    const copies: number[] = [];
    for (const source of await creativesById(scope, chosen)) {
      const values = { ...editableValues(creative, source), ...registryIdentity, orders: [target], primarilyOrder: target };
      copies.push(Number((await items(creative, scope).create(values)).id));
    }
    return { creatives: copies };
  },
  { transaction: true },
);

export const importCreativesRoute = actionRoute(
  importCreatives,
  async ({ ctx, actor, tx, body }) => {
    const marker = body.marker?.trim() ?? '';
    if (!marker && !body.fromOrder) {
      throw invalidField('marker', 'creatives.chooseMarkerOrOrder');
    }
    const scope = { ctx, actor, tx };
    await orderOrNotFound(scope, body.order);
    const ids: number[] = [];
    if (marker) {
      const found = await creativeIdsWithMarker(tx, marker);
      if (!found.length) throw invalidFormData({ marker: [creativeMessages.noCreativeWithMarker] });
      ids.push(...found);
    }
    if (body.fromOrder) {
      await orderOrNotFound(scope, body.fromOrder);
      const found = await creativeIdsOf(tx, body.fromOrder);
      if (!found.length) throw invalidFormData({ fromOrder: [creativeMessages.orderHasNoCreatives] });
      ids.push(...found);
    }
    const unique = [...new Set(ids)];
    await linkToOrder(scope, unique, body.order);
    return { creatives: unique };
  },
  { transaction: true },
);
