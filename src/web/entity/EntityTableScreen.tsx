/** A route screen showing one entity's table. */
import type { QueryClient } from '@tanstack/react-query';
import type { ViewerContext } from '../../domain/core/entity';
import { entityByName } from '../../domain/core/entities';
import { EntityTable } from './EntityTable';
import type { EntityTableOptions } from './table/table-options';
import { resolveInitialState } from './table/table-state';
import { listQueryOptions } from './table/use-list-query';

/**
 * Start the table's first list call before the table renders (right after sign-in, beside the
 * startup settings), with the state the table will open with.
 */
export function prefetchTableList(entityName: string, options: EntityTableOptions, client: QueryClient, ctx: ViewerContext): void {
  if (options.syncUrl === false) return;
  const entity = entityByName(entityName);
  const { state } = resolveInitialState(entity, new URLSearchParams(window.location.search), localStorage, ctx);
  void client.prefetchQuery(listQueryOptions(entity, state, options.fixedFilters));
}

export function EntityTableScreen({ entityName, options }: { entityName: string; options?: EntityTableOptions }) {
  return <EntityTable key={entityName} entity={entityByName(entityName)} options={options} />;
}
