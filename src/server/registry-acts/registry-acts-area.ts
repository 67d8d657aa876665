/** Order acts and ERIR statistics (issue "Registry reporting": order acts, ERIR statistics). */
import { defineModule } from '../app-module';
import { erirActHooks } from './act-hooks';
import { actGeneration, generateActsRoute } from './act-generation';
import { actSending, sendActsRoute } from './act-sending';
import { estatsActionStateRoute, startEstatsActionRoute, statisticsBuild, statisticsSave, switchEstatsMarkerRoute } from './statistics-routes';

export const registryActsArea = defineModule({
  name: 'registry-acts',
  hooks: [erirActHooks],
  routes: [generateActsRoute, sendActsRoute, startEstatsActionRoute, estatsActionStateRoute, switchEstatsMarkerRoute],
  jobs: [actGeneration, actSending, statisticsBuild, statisticsSave],
});
