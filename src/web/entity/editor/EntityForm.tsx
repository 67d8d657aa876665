/**
 * The generic editor form (spec 1 §2, §5, §8): fields from the declaration in its sections and
 * columns, validation with the shared zod schema through react-hook-form, revalidation 250 ms
 * after each change, save blocked with 'invalid form data' and the first invalid field brought
 * into view and focused, server field errors on their fields, 409 with reload, "save and stay"
 * (Ctrl+S), and a warning before leaving with unsaved changes.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type AnyEntity } from '../../../domain/core/entity';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useFormController } from '../../data/use-form-controller';
import { FieldWidget } from '../widgets/FieldWidget';
import { ReadOnlyNumber } from '../widgets/ReadOnlyNumber';
import { focusField } from './focus-field';
import { formSections, spansRow } from './form-sections';
import { ConflictAlert, FormSectionView } from './FormParts';
import { HistoryButton } from './HistoryButton';
import { LeaveDialog, LeaveGuard } from './LeaveGuard';
import { canDeleteModel, editedByNobody, fieldDisabledByDeclaration, isDerivedField } from './editor-mode';
import type { FieldDef } from '../../../domain/core/fields';
import type { EditorMode, EntityEditorOptions, FieldContext, Model } from './editor-options';

export { revalidateMs } from '../../data/use-form-controller';

export interface FormFrameProps {
  content: ReactNode;
  actions: ReactNode;
}

interface Props {
  entity: AnyEntity;
  model: Model;
  mode: EditorMode;
  options?: EntityEditorOptions;
  frame(props: FormFrameProps): ReactNode;
  /** `stay`: "save and stay" (or Ctrl+S) was asked for, the editor stays open. */
  onSaved(model: Model, created: boolean, stay: boolean): void;
  onDeleted(): void;
  onClose(): void;
  onReload(): Promise<void>;
  /** Columns of the fields when the entity declares none (2 on a page, 1 in a narrow dialog). */
  columns?: number;
  /** The first invalid field after a failed save, before it is focused (a page shows its tab). */
  onInvalid?(name: string): void;
  /**
   * A dialog's way to close: the form fills it with "close, asking first when there are unsaved
   * changes" (Escape, the backdrop and Cancel all ask). A page leaves it out: its router asks.
   */
  closeRequest?: CloseRequest;
}

export type CloseRequest = { current: (() => void) | null };

/** The first message of a field's error, nested list errors included. */
export function errorText(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const value of Object.values(error as unknown as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'message' in value && typeof (value as FieldError).message === 'string') {
      return (value as FieldError).message;
    }
  }
  return undefined;
}

export function EntityForm({ entity, model, mode, options = {}, frame, onSaved, onDeleted, onClose, onReload, columns = 1, onInvalid, closeRequest }: Props) {
  const { t, i18n } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const pointAt = useCallback(
    (name: string) => {
      onInvalid?.(name);
      setFocusTarget({ name });
    },
    [onInvalid],
  );
  const controller = useFormController(entity, model, mode, options, { onSaved, onDeleted, onInvalid: pointAt });
  const { form, fields, ctx, locked, preview, busy, conflict, followChange, save, saveAndStay, isDirty, remove, actor, values, setValues } = controller;

  const askClose = useCallback(() => {
    if (closeRequest && mode !== 'readonly' && isDirty()) setLeaving(true);
    else onClose();
  }, [closeRequest, mode, isDirty, onClose]);
  useEffect(() => {
    if (!closeRequest) return;
    closeRequest.current = askClose;
    return () => {
      closeRequest.current = null;
    };
  }, [closeRequest, askClose]);

  // After the field's tab is shown (a render later), scroll it into view and put the cursor in it.
  useEffect(() => {
    if (!focusTarget || !root.current) return;
    const frameId = requestAnimationFrame(() => root.current && focusField(root.current, focusTarget.name));
    return () => cancelAnimationFrame(frameId);
  }, [focusTarget]);

  // Ctrl+S (Cmd+S) saves and stays, while this form is on the page.
  useEffect(() => {
    if (mode === 'readonly') return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (root.current?.offsetParent !== null) void saveAndStay();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode, saveAndStay]);

  const shown = fields.filter(([name]) => !options.fieldHidden?.(name, ctx));
  const declared = new Map(shown);
  const sections = formSections(entity, shown.map(([name]) => name), columns);

  const fieldInput = (name: string) => {
    const field = declared.get(name)!;
    return (
      <Controller
        key={name}
        name={name}
        control={form.control}
        render={({ field: input, fieldState }) => {
          const message = errorText(fieldState.error);
          const warning = options.fieldWarning?.(name, ctx);
          const disabled = fieldDisabledByDeclaration(field, mode) || name in locked || !!options.fieldDisabled?.(name, ctx);
          const value = isDerivedField(field) && name in preview ? preview[name] : input.value;
          const label = t(fieldLabel(entity, name));
          return (
            <Box data-testid={`field-${name}`} sx={{ gridColumn: spansRow(field) ? '1 / -1' : undefined, minWidth: 0 }}>
              {disabled && (field.kind === 'money' || field.kind === 'decimal') ? (
                <ReadOnlyNumber name={name} label={label} value={value} kind={field.kind} language={i18n.language} />
              ) : (
                <FieldWidget
                  name={name}
                  entityName={entity.name}
                  field={field}
                  label={label}
                  value={value}
                  onChange={(next: unknown) => {
                    input.onChange(next);
                    followChange(name);
                  }}
                  onBlur={input.onBlur}
                  disabled={disabled}
                  error={message ? t(message) : undefined}
                  warning={warning ? t(warning) : undefined}
                  valueLabel={valueLabelOf(model, name, field)}
                  {...screenOptionsOf(name, field, mode, options, ctx)}
                />
              )}
            </Box>
          );
        }}
      />
    );
  };

  const content = (
    <Stack spacing={2} sx={{ pt: 1 }} component="form" ref={root} noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      {mode === 'readonly' && !editedByNobody(entity) && <Alert severity="warning">{t('You do not have permission to edit this')}</Alert>}
      {conflict && <ConflictAlert message={conflict} onReload={() => void onReload()} />}
      {sections.map((section, index) => (
        <FormSectionView key={section.title ?? index} section={section} fieldInput={fieldInput} />
      ))}
      <button type="submit" hidden />
      {mode !== 'readonly' && <LeaveGuard dirty={isDirty} />}
    </Stack>
  );

  const actions = (
    <>
      {mode === 'edit' && canDeleteModel(entity, actor, model) && (
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          {t('Delete')}
        </Button>
      )}
      {mode !== 'create' && model.id !== undefined && !options.tabs?.some((tab) => tab.label === 'Events') && <HistoryButton entity={entity} id={model.id} />}
      {options.actions?.({ mode, model, actor, reload: () => void onReload(), close: onClose, values, setValues })}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={askClose}>{t(mode === 'readonly' ? 'Close' : 'Cancel')}</Button>
      {mode !== 'readonly' && (
        <>
          {/* "Apply", not "Save and stay": a button named with "Save" in it would be a second match for Save. */}
          <Button variant="outlined" onClick={() => void saveAndStay()} disabled={busy} title={t('Save and stay (Ctrl+S)')}>
            {t('Apply')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {t('Save')}
          </Button>
        </>
      )}
      <LeaveDialog
        open={leaving}
        onStay={() => setLeaving(false)}
        onLeave={() => {
          setLeaving(false);
          onClose();
        }}
        question="Close the editor? Your changes will be lost."
        leaveLabel="Discard changes"
      />
      <ConfirmDialog
        open={confirmDelete}
        message="Do you really want to delete selected item?"
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );

  return <>{frame({ content, actions })}</>;
}

/** The display text of a reference's value as the model carries it (`clientName`, `ordersNames`). */
function valueLabelOf(model: Model, name: string, field: FieldDef): unknown {
  return model[field.kind === 'reflist' ? `${name}Names` : `${name}Name`] ?? model[`${name}Name`];
}

/** What the screen's options tell a field's widget: the values it offers, its pickers' filters, a json field's keys. */
function screenOptionsOf(name: string, field: FieldDef, mode: EditorMode, options: EntityEditorOptions, ctx: FieldContext) {
  const json = field.kind === 'json';
  return {
    currentMonthOnly: options.currentMonthOnly?.includes(name),
    hiddenValues: hiddenValuesOf(name, field, mode, options, ctx),
    shortFilters: field.kind === 'ref' || field.kind === 'reflist' ? options.shortFilters?.(name, ctx) : undefined,
    keys: json ? options.jsonKeys?.(name, ctx) : undefined,
    errorKey: json ? options.jsonErrorKey?.(name, ctx) : undefined,
  };
}

/**
 * Values a field does not offer: an enum's `notOnCreate` values on a new item, and the enum
 * values or reference ids the screen hides (for this actor, or under another field's value).
 */
function hiddenValuesOf(name: string, field: FieldDef, mode: EditorMode, options: EntityEditorOptions, ctx: FieldContext): readonly string[] | undefined {
  const onCreate = mode === 'create' && (field.kind === 'enum' || field.kind === 'enumlist') ? (field.notOnCreate ?? []) : [];
  const hidden = [...onCreate, ...(options.hiddenValues?.(name, ctx) ?? [])];
  return hidden.length ? hidden : undefined;
}
