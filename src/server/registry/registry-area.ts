/** The registry area: sending records to ERIR through the operators, and following ERIR's verdict (issue "Registry reporting"). */
import { defineModule } from '../app-module';
import { registrySend } from './send-job';
import { contractToErirRoute, creativeSendRoute, legalEntityToErirRoute, originalContractToErirRoute, platformToErirRoute, registrySubmissionsRoute } from './send-routes';
import { registryStatusPoll } from './status-poll';

export const registryArea = defineModule({
  name: 'registry',
  routes: [legalEntityToErirRoute, contractToErirRoute, originalContractToErirRoute, platformToErirRoute, creativeSendRoute, registrySubmissionsRoute],
  jobs: [registrySend, registryStatusPoll],
});
