/** The registry area: sending records to ERIR through the operators, and following ERIR's verdict (issue "Registry reporting"). */
import { defineModule } from '../app-module';
import * as registryTables from './registry-tables';
import { registrySend, registrySendEvery } from './send-job';
import { creativeSendRoute, kindSendRoutes, registrySubmissionsRoute } from './send-routes';
import { registryStatusPoll } from './status-poll';

export const registryArea = defineModule({
  name: 'registry',
  routes: [...kindSendRoutes, creativeSendRoute, registrySubmissionsRoute],
  jobs: [registrySend, registrySendEvery, registryStatusPoll],
  tables: registryTables,
});
