/** EntityEditor(entity, id|'create'): a dialog or a full page, as the declaration says. */
import type { AnyEntity } from '../../domain/core/entity';
import type { EntityEditorOptions, Model } from './editor/editor-options';
import { EntityEditorDialog } from './EntityEditorDialog';
import { EntityEditorPage } from './EntityEditorPage';

export interface EntityEditorProps {
  entity: AnyEntity;
  id: number | string;
  options?: EntityEditorOptions;
  onClose?(): void;
  onSaved?(model: Model, created: boolean): void;
  fallbackPath?: string;
}

export function EntityEditor({ entity, id, options, onClose, onSaved, fallbackPath }: EntityEditorProps) {
  if (entity.editor?.mode === 'page') {
    return <EntityEditorPage entity={entity} id={id} options={options} onSaved={onSaved} fallbackPath={fallbackPath} />;
  }
  return <EntityEditorDialog entity={entity} id={id} options={options} onSaved={onSaved} onClose={onClose ?? (() => undefined)} />;
}
