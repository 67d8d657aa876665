/** The creatives area: creatives and their statistics. */
import { defineArea, actionsOf } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { creative } from './creative';
import { creativeStatistic } from './creative-statistic';
import * as actions from './creative-actions';
import { creativesEn } from './creatives-en';
import { creativesRu } from './creatives-ru';
import { creativesRefusals } from './creatives-refusals';
import { creativesHolders } from './creatives-holders';

export const creativesArea = defineArea({
  name: 'creatives',
  entities: [creative, creativeStatistic],
  actions: actionsOf(actions),
  refusals: creativesRefusals,
  messages: { en: creativesEn, ru: creativesRu },
  holders: creativesHolders,
  registry: defineRegistryKinds({
    creative: { plan: 'creative', entity: creative, object: 'creative', prefix: 'cr' },
    /** A creative's stored file, uploaded before it. */
    media: { plan: 'media', object: 'media', prefix: 'md', stepOnly: true },
  }),
  floors: { server: true, web: true },
});
