/** The __Title__ area: its entity, its declared action, its texts; a server part and a screen. */
import { actionsOf, defineArea } from '../core/area';
import { __entity__ } from './__area__';
import * as actions from './__area__-actions';
import { __areaCamel__En } from './__area__-en';
import { __areaCamel__Holders } from './__area__-holders';
import { __areaCamel__Ru } from './__area__-ru';
import { __areaCamel__Refusals, __areaCamel__RefusalsRu } from './__area__-refusals';

export const __areaCamel__Area = defineArea({
  name: '__area__',
  entities: [__entity__],
  actions: actionsOf(actions),
  refusals: __areaCamel__Refusals,
  refusalsRu: __areaCamel__RefusalsRu,
  messages: { en: __areaCamel__En, ru: __areaCamel__Ru },
  holders: __areaCamel__Holders,
  floors: { server: true, web: true },
});
