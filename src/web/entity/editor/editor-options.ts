/** Options a screen passes to EntityEditor beside the entity declaration. */
import type { ReactNode } from 'react';
import type { Actor } from '../../../domain/core/entity';
import type { Account } from '../../app/auth';
import type { Settings } from '../../app/settings';
import type { EditorTab } from './editor-tabs';

export type EditorMode = 'create' | 'edit' | 'readonly';
export type Model = Record<string, unknown> & { id?: number | string; updatedAt?: string };

export interface FieldContext {
  mode: EditorMode;
  actor: Actor | null;
  model: Model;
  values: Record<string, unknown>;
  settings: Settings | null;
}

export interface FieldFollowUp {
  values?: Record<string, unknown>;
  warning?: string;
}

export interface EditorActionContext {
  mode: EditorMode;
  model: Model;
  actor: Actor | null;
  reload(): void;
  close(): void;
  /** The form's current values. */
  values: Record<string, unknown>;
  /** Set form fields (unknown names are ignored); the form is revalidated. */
  setValues(patch: Record<string, unknown>): void;
}

/** Who opens a new model: for initial values such as 'responsible = me'. */
export interface InitialValuesContext {
  actor: Actor | null;
  account: Account | null;
}

export interface EntityEditorOptions {
  /** Disable a field for presentation reasons; who may change what is declared on the entity (`readOnlyFields`). */
  fieldDisabled?(name: string, ctx: FieldContext): boolean;
  /** Filters of a ref field's picker (its short list), e.g. only items without an owner. */
  shortFilters?(name: string, ctx: FieldContext): Readonly<Record<string, string>> | undefined;
  /** Date fields limited to the current month. */
  currentMonthOnly?: string[];
  /** Keys of a json field (e.g. billing info from the chosen preset). */
  jsonKeys?(name: string, ctx: FieldContext): string[] | undefined;
  /** Values that follow a changed field on this screen (beyond the entity's `normalize`). */
  onFieldChange?(name: string, ctx: FieldContext): Record<string, unknown> | undefined;
  /**
   * Values that follow a changed field once the server answers (the chosen brand's responsible
   * user; a hand-made invoice's VAT from its counterparty's contract), set as if typed so the
   * values following them follow too; `warning` (a translated key) is shown as a warning toast.
   * Dropped when the field has changed again meanwhile.
   */
  onFieldChangeLoaded?(name: string, ctx: FieldContext): Promise<FieldFollowUp | undefined>;
  /** Shown at the top of a full-page editor of a stored record, above its tabs (a locked order's banner). */
  banner?(model: Model): ReactNode;
  /** Tabs of a full-page editor after Summary (form fields, child collections, panels). */
  tabs?: readonly EditorTab[];
  /** Extra buttons beside Save. */
  actions?(ctx: EditorActionContext): ReactNode;
  /** Enum values or reference ids (as text) a field does not offer (a role the server would refuse to grant). */
  hiddenValues?(name: string, ctx: FieldContext): readonly string[] | undefined;
  /** Hide a field (it keeps its value), e.g. the accountant unless the form is an organisation. */
  fieldHidden?(name: string, ctx: FieldContext): boolean;
  /** A warning on a field (translated key): the input takes the warning colour and shows it. */
  fieldWarning?(name: string, ctx: FieldContext): string | undefined;
  /** Json field: the key whose input shows the field's error (e.g. billingInfo → inn). */
  jsonErrorKey?(name: string, ctx: FieldContext): string | undefined;
  /**
   * Initial values of a new model beyond the declared defaults (`<ref>Name` keys give the
   * pickers their texts). A page editor also takes `initialValues` from the navigation state.
   */
  initialValues?: Record<string, unknown> | ((ctx: InitialValuesContext) => Record<string, unknown>);
}
