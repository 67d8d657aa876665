/** The creatives area: creatives, their statistics per order, clone and import (issue "Creatives and order documents"). */
import { defineModule } from '../app-module';
import { cloneCreativesRoute, importCreativesRoute } from './creative-actions';
import { creativeHooks } from './creative-hooks';
import { creativeStatisticHooks } from './creative-statistic-hooks';

export const creativesArea = defineModule({
  name: 'creatives',
  hooks: [creativeHooks, creativeStatisticHooks],
  routes: [cloneCreativesRoute, importCreativesRoute],
});
