/** `GET /api/frontend/enums/`: every enumeration of spec 2 §7.1 as `{name: [{v, t}]}`. */
import { enumerationsRead } from '../../domain/reference/reference-actions';
import { enums } from '../../domain/core/enums';
import { actionRoute } from '../http/actions/action-route';

export const enumsRoute = actionRoute(enumerationsRead, async () => enums);
