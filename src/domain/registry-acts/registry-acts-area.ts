/** The registry-acts area: order acts and ERIR statistics. */
import { defineArea, actionsOf } from '../core/area';
import { defineRegistryKinds } from '../core/registry-kind';
import { erirAct, erirActItem } from './erir-acts';
import { erirStatistic } from './erir-statistics';
import * as actions from './registry-act-actions';
import { registryActsEn } from './registry-acts-en';
import { registryActsRu } from './registry-acts-ru';
import { registryActsHolders } from './registry-acts-holders';

export const registryActsArea = defineArea({
  name: 'registry-acts',
  entities: [erirAct, erirActItem, erirStatistic],
  actions: actionsOf(actions),
  messages: { en: registryActsEn, ru: registryActsRu },
  tasks: {
    'registry.acts-generate': 'erirActs.generate',
    'registry.acts-send': 'erirActs.send',
    'registry.estats-build': 'erirStatistics.build',
    'registry.estats-save': 'erirStatistics.save',
  },
  holders: registryActsHolders,
  registry: defineRegistryKinds({
    act: { plan: 'act', entity: erirAct, object: 'invoice', prefix: 'act' },
    /** A month's statistic row, sent before the acts that cover it. */
    statistic: { plan: 'statistic', entity: erirStatistic, object: 'statistic', prefix: 'st', stepOnly: true },
  }),
  floors: { server: true, web: true },
});
