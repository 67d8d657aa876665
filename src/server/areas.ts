/** Every business area of the server, in one list (see app-module.ts). */
import type { AppModule } from './app-module';
import { accountsArea } from './accounts/accounts-area';
import { counterpartiesArea } from './counterparties/counterparties-area';
import { creativesArea } from './creatives/creatives-area';
import { dashboardsArea } from './dashboards/dashboards-area';
import { documentsArea } from './documents/documents-area';
import { domainsArea } from './domains/domains-area';
import { referenceArea } from './reference/reference-area';
import { registryActsArea } from './registry-acts/registry-acts-area';
import { registryArea } from './registry/registry-area';
import { salesArea } from './sales/sales-area';

export const areas: readonly AppModule[] = [
  referenceArea,
  accountsArea,
  counterpartiesArea,
  salesArea,
  creativesArea,
  documentsArea,
  domainsArea,
  dashboardsArea,
  registryArea,
  registryActsArea,
];
