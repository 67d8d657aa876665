/**
 * Client rules (spec 1 §5, §6): only an ADMIN or MANAGER may change a client's responsible
 * user. A USER creating a client may only name themself as responsible.
 */
import { hasAccess } from '../../../domain/entity';
import { client } from '../../../domain/entities/counterparties';
import { forbidden } from '../../http/api-error';
import { registerHooks } from '../../entity-service/entity-hooks';

export const responsibleChangeRefused = 'Only an admin or a manager may change the responsible user';

registerHooks(client, {
  beforeWrite({ actor, mode, existing }, model) {
    if (hasAccess('adminOrManager', actor)) return;
    const before = mode === 'create' ? actor.id : existing?.user;
    if (Number(model.user) !== Number(before)) throw forbidden(responsibleChangeRefused);
  },
});
