/** The profiler area: the request profiler (super admin). */
import { defineArea, actionsOf } from '../core/area';
import * as actions from './profiler-actions';

export const profilerArea = defineArea({
  name: 'profiler',
  entities: [],
  actions: actionsOf(actions),
  floors: { server: true, web: true },
});
