/** The profiler area: the request profiler (super admin). */
import { defineArea, actionsOf } from '../core/area';
import * as actions from './profiler-actions';
import { profilerEn } from './profiler-en';
import { profilerRu } from './profiler-ru';

export const profilerArea = defineArea({
  name: 'profiler',
  entities: [],
  actions: actionsOf(actions),
  messages: { en: profilerEn, ru: profilerRu },
  floors: { server: true, web: true },
});
