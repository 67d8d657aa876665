/** The counterparties area: legal entity rules, the tax-number import and the CRM sync. */
import { defineModule } from '../app-module';
import { crmSync, crmSyncRoute } from './crm-sync';
import { innLookupRoute } from './inn-lookup-route';
import { legalEntityHooks } from './legal-entity-hooks';

export const counterpartiesArea = defineModule({
  name: 'counterparties',
  hooks: [legalEntityHooks],
  routes: [innLookupRoute, crmSyncRoute],
  jobs: [crmSync],
});
