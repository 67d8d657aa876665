/** A route screen with a full-page editor for `:id` (a number, a text id or 'create'). */
import { useParams } from 'react-router';
import { entityByName } from '../../domain/entities';
import type { EntityEditorOptions } from './editor/editor-options';
import { EntityEditorPage } from './EntityEditorPage';

export function parseId(raw: string | undefined): number | string {
  if (!raw || raw === 'create') return 'create';
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

interface Props {
  entityName: string;
  options?: EntityEditorOptions;
  fallbackPath?: string;
}

export function EntityEditorScreen({ entityName, options, fallbackPath }: Props) {
  const { id } = useParams();
  const parsed = parseId(id);
  return <EntityEditorPage key={String(parsed)} entity={entityByName(entityName)} id={parsed} options={options} fallbackPath={fallbackPath} />;
}
