/** Options a screen passes to EntityEditor beside the entity declaration. */
import type { ReactNode } from 'react';
import type { Actor } from '../../../domain/entity';
import type { Settings } from '../../app/settings';

export type EditorMode = 'create' | 'edit' | 'readonly';
export type Model = Record<string, unknown> & { id?: number | string; updatedAt?: string };

export interface FieldContext {
  mode: EditorMode;
  actor: Actor | null;
  model: Model;
  values: Record<string, unknown>;
  settings: Settings | null;
}

export interface EditorActionContext {
  mode: EditorMode;
  model: Model;
  actor: Actor | null;
  reload(): void;
  close(): void;
}

export interface EntityEditorOptions {
  /** Disable a field beyond the declaration's readOnly / createOnly (e.g. role for non-admins). */
  fieldDisabled?(name: string, ctx: FieldContext): boolean;
  /** Date fields limited to the current month. */
  currentMonthOnly?: string[];
  /** Keys of a json field (e.g. billing info from the chosen preset). */
  jsonKeys?(name: string, ctx: FieldContext): string[] | undefined;
  /** Override of the update permission (default `entity.permissions.update`). */
  canUpdate?(actor: Actor | null, model: Model): boolean;
  /** Override of the delete permission (default `entity.permissions.delete`). */
  canDelete?(actor: Actor | null, model: Model): boolean;
  /** Extra buttons beside Save. */
  actions?(ctx: EditorActionContext): ReactNode;
  /** Initial values of a new model beyond the declared defaults. */
  initialValues?: Record<string, unknown>;
}
