/** `POST __area__/copy/`: a copy of one __entityLower__, read and written through the items service (access, validation, history). */
import { editableValues } from '../../domain/core/entity';
import { refuse } from '../../domain/core/refusals/refusal';
import { __entity__ } from '../../domain/__area__/__area__';
import { copy__Entity__ } from '../../domain/__area__/__area__-actions';
import { actionRoute } from '../http/actions/action-route';
import { items } from '../items/items';

export const copy__Entity__Route = actionRoute(
  copy__Entity__,
  async ({ ctx, actor, tx, body }) => {
    const rows = items(__entity__, { ctx, actor, tx });
    const source = await rows.read(body.id);
    if (!source) throw refuse.notFound('__areaCamel__.notFound', { id: body.id });
    return rows.create(editableValues(__entity__, source));
  },
  { transaction: true },
);
