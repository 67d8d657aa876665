/**
 * A route screen with a full-page editor for `:id` (a number, a text id or 'create'). A create
 * link may carry initial values in the navigation state:
 * `navigate('/legalEntity/create', { state: editorState({ client: 5, clientName: 'Acme' }) })`.
 */
import { useLocation, useParams } from 'react-router';
import { entityByName } from '../../domain/core/entities';
import type { EntityEditorOptions } from './editor/editor-options';
import { EntityEditorPage } from './EntityEditorPage';

export function parseId(raw: string | undefined): number | string {
  if (!raw || raw === 'create') return 'create';
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export interface EditorNavigationState {
  initialValues?: Record<string, unknown>;
}

export function editorState(initialValues: Record<string, unknown>): EditorNavigationState {
  return { initialValues };
}

/** Initial values from the navigation state of a create link (ignored for existing items). */
export function useNavigationInitialValues(id: number | string): Record<string, unknown> | undefined {
  const state = useLocation().state as EditorNavigationState | null;
  return id === 'create' && state && typeof state.initialValues === 'object' ? state.initialValues : undefined;
}

interface Props {
  entityName: string;
  options?: EntityEditorOptions;
  fallbackPath?: string;
}

export function EntityEditorScreen({ entityName, options, fallbackPath }: Props) {
  const { id } = useParams();
  const parsed = parseId(id);
  const initialValues = useNavigationInitialValues(parsed);
  return (
    <EntityEditorPage
      key={String(parsed)}
      entity={entityByName(entityName)}
      id={parsed}
      options={options}
      fallbackPath={fallbackPath}
      initialValues={initialValues}
    />
  );
}
