/** Every declared action (src/domain/actions), read from the declaration modules themselves. */
import type { ActionDef } from '../../domain/actions/action';
import * as accountActions from '../../domain/actions/account-actions';
import * as counterpartyActions from '../../domain/actions/counterparty-actions';
import * as creativeActions from '../../domain/actions/creative-actions';
import * as dashboardActions from '../../domain/actions/dashboard-actions';
import * as documentActions from '../../domain/actions/document-actions';
import * as profilerActions from '../../domain/actions/profiler-actions';
import * as referenceActions from '../../domain/actions/reference-actions';
import * as registryActActions from '../../domain/actions/registry-act-actions';
import * as registryActions from '../../domain/actions/registry-actions';
import * as salesActions from '../../domain/actions/sales-actions';
import * as publisherActions from '../../domain/publishers/publisher-actions';

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
  publisherActions,
];

function isAction(value: unknown): value is ActionDef {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'access' in value && 'answer' in value;
}

export const declaredActions: readonly ActionDef[] = modules.flatMap((module) => Object.values(module).filter(isAction));
