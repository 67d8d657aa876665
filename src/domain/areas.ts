/**
 * Every business area, in dependency order: the one list of the application (DESIGN.md
 * "Layout"). Adding an area is adding its folders and one line here; the entity list, the
 * declared actions, the server's area modules and the web app's screens are read from it, and
 * the start-up checks name any floor that disagrees (docs/declaration-checks.md, codes A…).
 */
import type { AreaManifest } from './core/area';
import { referenceArea } from './reference/reference-area';
import { accountsArea } from './accounts/accounts-area';
import { counterpartiesArea } from './counterparties/counterparties-area';
import { domainsArea } from './domains/domains-area';
import { salesArea } from './sales/sales-area';
import { creativesArea } from './creatives/creatives-area';
import { documentsArea } from './documents/documents-area';
import { dashboardsArea } from './dashboards/dashboards-area';
import { registryArea } from './registry/registry-area';
import { registryActsArea } from './registry-acts/registry-acts-area';
import { buyingActsArea } from './buying-acts/buying-acts-area';
import { profilerArea } from './profiler/profiler-area';
import { buyingInvoicesArea } from './buying-invoices/buying-invoices-area';
import { publishersArea } from './publishers/publishers-area';
import { dmpsArea } from './dmps/dmps-area';
import { dspsArea } from './dsps/dsps-area';
import { monthCloseArea } from './month-close/month-close-area';

const listed = [
  referenceArea,
  accountsArea,
  counterpartiesArea,
  domainsArea,
  salesArea,
  buyingInvoicesArea,
  publishersArea,
  dmpsArea,
  dspsArea,
  creativesArea,
  documentsArea,
  dashboardsArea,
  registryArea,
  registryActsArea,
  buyingActsArea,
  profilerArea,
  monthCloseArea,
] as const;

/** The manifests with their literal types (the refusal-code type is read from them). */
export type ListedAreas = typeof listed;

export const areas: readonly AreaManifest[] = listed;
