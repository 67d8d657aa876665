/** One child collection of a record: the child's own table filtered by it; new rows point at it. */
import { entitiesByName } from '../../../domain/core/entities';
import { EntityTable } from '../EntityTable';
import type { EntityTableOptions } from '../table/table-options';

export function ChildTable({ entity, via, id, options }: { entity: string; via: string; id: number | string; options?: EntityTableOptions }) {
  return (
    <EntityTable
      key={entity}
      entity={entitiesByName[entity]}
      options={{
        ...options,
        syncUrl: false,
        fixedFilters: { [via]: String(id) },
        editorOptions: { ...options?.editorOptions, initialValues: { [via]: id } },
      }}
    />
  );
}
