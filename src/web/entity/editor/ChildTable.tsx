/**
 * One child collection of a record: the child's own table filtered by it; new rows point at it
 * and carry what the declaration's `context` passes on from it (an order's lock), so the table
 * offers Create only when the declared access would allow that row.
 */
import { entitiesByName } from '../../../domain/core/entities';
import type { AnyEntity, ChildCollection } from '../../../domain/core/entity';
import { EntityTable } from '../EntityTable';
import type { EntityTableOptions } from '../table/table-options';
import { useEntityModel } from './use-entity-model';

interface Props {
  parent: AnyEntity;
  child: string;
  id: number | string;
  options?: EntityTableOptions;
}

function declarationOf(parent: AnyEntity, child: string): ChildCollection {
  return parent.children?.find((c) => c.entity === child) ?? { entity: child, via: parent.name };
}

function ContextTable({ declaration, id, options, parent }: { declaration: ChildCollection; id: number | string; options?: EntityTableOptions; parent: AnyEntity }) {
  const { model } = useEntityModel(parent, id);
  if (!model) return null;
  return <PlainTable declaration={declaration} id={id} options={options} context={declaration.context?.(model)} />;
}

function PlainTable({ declaration, id, options, context }: { declaration: ChildCollection; id: number | string; options?: EntityTableOptions; context?: Record<string, unknown> }) {
  const { entity, via } = declaration;
  return (
    <EntityTable
      key={entity}
      entity={entitiesByName[entity]}
      options={{
        ...options,
        syncUrl: false,
        fixedFilters: { [via]: String(id) },
        newRow: { [via]: id, ...context },
        editorOptions: { ...options?.editorOptions, initialValues: { [via]: id } },
      }}
    />
  );
}

export function ChildTable({ parent, child, id, options }: Props) {
  const declaration = declarationOf(parent, child);
  if (declaration.context) return <ContextTable declaration={declaration} id={id} options={options} parent={parent} />;
  return <PlainTable declaration={declaration} id={id} options={options} />;
}
