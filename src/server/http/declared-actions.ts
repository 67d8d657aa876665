/** Every declared action (src/domain/actions), read from the declaration modules themselves. */
import type { ActionDef } from '../../domain/core/actions/action';
import * as accountActions from '../../domain/accounts/account-actions';
import * as counterpartyActions from '../../domain/counterparties/counterparty-actions';
import * as creativeActions from '../../domain/creatives/creative-actions';
import * as dashboardActions from '../../domain/dashboards/dashboard-actions';
import * as documentActions from '../../domain/documents/document-actions';
import * as profilerActions from '../../domain/profiler/profiler-actions';
import * as referenceActions from '../../domain/reference/reference-actions';
import * as registryActActions from '../../domain/registry-acts/registry-act-actions';
import * as registryActions from '../../domain/registry/registry-actions';
import * as salesActions from '../../domain/sales/sales-actions';

const modules: ReadonlyArray<Record<string, unknown>> = [
  accountActions,
  counterpartyActions,
  creativeActions,
  dashboardActions,
  documentActions,
  profilerActions,
  referenceActions,
  registryActActions,
  registryActions,
  salesActions,
];

function isAction(value: unknown): value is ActionDef {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value && 'answer' in value;
}

export const declaredActions: readonly ActionDef[] = modules.flatMap((module) => Object.values(module).filter(isAction));
