/** Loads the model, picks the mode and renders the form (or the loading error) in a frame. */
import type { ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { entityFields, type Actor, type AnyEntity } from '../../../domain/core/entity';
import { actorOfAccount, useAuth } from '../../app/auth';
import { ApiError } from '../../app/api-error';
import { NoAccess } from '../../app/shell/NoAccess';
import { editorMode } from './editor-mode';
import type { EntityEditorOptions, Model } from './editor-options';
import { EntityForm, type CloseRequest, type FormFrameProps } from './EntityForm';
import { modelKey, useEntityModel } from './use-entity-model';
import { useQueryClient } from '@tanstack/react-query';

export interface EditorBodyProps {
  entity: AnyEntity;
  id: number | string;
  options?: EntityEditorOptions;
  frame(props: FormFrameProps): ReactNode;
  onSaved(model: Model, created: boolean, stay: boolean): void;
  onDeleted(): void;
  onClose(): void;
  /** Columns of the form when the entity declares none. */
  columns?: number;
  /** The first invalid field after a failed save. */
  onInvalid?(name: string): void;
  /** Initial values of a new model on top of the options' (e.g. from the navigation state). */
  initialValues?: Record<string, unknown>;
  /** A dialog's close that asks first when there are unsaved changes (EntityForm's `closeRequest`). */
  closeRequest?: CloseRequest;
}

/** The declared `initial(actor)` values of a new model; a field naming the user gets the user's name for its picker. */
export function declaredInitialValues(entity: AnyEntity, actor: Actor | null, fullName: string | null): Record<string, unknown> {
  if (!actor) return {};
  const values: Record<string, unknown> = {};
  for (const [name, field] of entityFields(entity)) {
    if (!field.initial) continue;
    values[name] = field.initial(actor);
    if (field.kind === 'ref' && field.ref === 'user' && values[name] === actor.id && fullName) values[`${name}Name`] = fullName;
  }
  return values;
}

export function EditorBody({ entity, id, options, frame, onSaved, onDeleted, onClose, initialValues, columns, onInvalid, closeRequest }: EditorBodyProps) {
  const { t } = useTranslation();
  const account = useAuth().account;
  const actor = actorOfAccount(account);
  const declared = options?.initialValues;
  const initial = {
    ...declaredInitialValues(entity, actor, account?.fullName ?? null),
    ...(typeof declared === 'function' ? declared({ actor, account }) : declared),
    ...initialValues,
  };
  const queryClient = useQueryClient();
  const { model, loading, error, refetch } = useEntityModel(entity, id, initial);
  if (loading) return <>{frame({ content: <LinearProgress />, actions: null })}</>;
  if (error instanceof ApiError && error.status === 403) return <>{frame({ content: <NoAccess />, actions: null })}</>;
  if (error || !model) {
    return <>{frame({ content: <Alert severity="error">{t('Unknown loading error')}</Alert>, actions: null })}</>;
  }
  const mode = editorMode(entity, id, actor, model);
  return (
    <EntityForm
      key={`${String(model.id ?? 'new')}-${String(model.updatedAt ?? '')}`}
      entity={entity}
      model={model}
      mode={mode}
      options={options}
      frame={frame}
      onSaved={(saved, created, stay) => {
        // Staying on a stored record: the form goes on from what the server stored (its new updatedAt).
        if (stay && !created) queryClient.setQueryData(modelKey(entity.name, id), saved);
        onSaved(saved, created, stay);
      }}
      onDeleted={onDeleted}
      onClose={onClose}
      onReload={refetch}
      columns={columns}
      onInvalid={onInvalid}
      closeRequest={closeRequest}
    />
  );
}
