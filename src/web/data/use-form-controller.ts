/**
 * The data side of the generic editor form (react-admin's form controller): the react-hook-form
 * state under the shared zod schema, revalidation 250 ms after each change, the values that
 * follow a changed field, save (field errors from the server on their fields, 409 kept as the
 * conflict) and delete, each with its notification and the list's reload. EntityForm draws it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { defaultValue, type AnyEntity } from '../../domain/core/entity';
import type { FieldDef } from '../../domain/core/fields';
import { normalizedWhenTyped, typedModel } from '../../domain/core/validation/typed-normalize';
import { entitySchema } from '../../domain/core/validation/entity-schema';
import { ApiError, errorMessage } from '../app/api-error';
import { actorOfAccount, useAuth } from '../app/auth';
import { useOptionalSettings } from '../app/settings';
import { useNotify } from '../app/snackbar';
import { editorFields, lockedFields } from '../entity/editor/editor-mode';
import type { EditorMode, EntityEditorOptions, FieldContext, Model } from '../entity/editor/editor-options';
import { fieldErrorText } from '../entity/editor/field-error-text';
import { firstInvalid } from '../entity/editor/focus-field';
import { saveModel } from '../entity/editor/save-model';
import { listKey } from '../entity/table/use-list-query';
import { codedResolver } from './coded-resolver';
import { dataProvider } from './data-provider';
import { runCall } from './run-action';

export const revalidateMs = 250;

export type FormValues = Record<string, unknown>;

function initialValues(entity: AnyEntity, model: Model, mode: EditorMode): FormValues {
  const values: FormValues = {};
  for (const [name, field] of editorFields(entity, mode)) values[name] = model[name] ?? defaultValue(field);
  return values;
}

export function useFormController(
  entity: AnyEntity,
  model: Model,
  mode: EditorMode,
  options: EntityEditorOptions,
  events: {
    onSaved(model: Model, created: boolean, stay: boolean): void;
    onDeleted(): void;
    /** A save failed on fields: the first of them in the form's order (to bring into view). */
    onInvalid?(name: string): void;
  },
) {
  const { onSaved, onDeleted, onInvalid } = events;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useOptionalSettings();
  const actor = actorOfAccount(useAuth().account);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const schema = useMemo(() => entitySchema(entity, mode === 'create' ? 'create' : 'update'), [entity, mode]);
  const form = useForm<FormValues>({
    resolver: codedResolver<FormValues>(entity, schema),
    defaultValues: initialValues(entity, model, mode),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  // The values as last loaded or saved: the form is dirty while its values differ.
  const baseline = useRef<string>(JSON.stringify(form.getValues()));
  const fields = editorFields(entity, mode);
  const ctx: FieldContext = { mode, actor, model, values, settings };
  const locked = lockedFields(entity, mode, actor, model);
  // The same pure `derive` the server stores with: sums follow the typing, once every value has its type.
  const preview = useMemo(() => {
    const typed = entity.derive ? typedModel(entity, { ...model, ...values }, mode === 'create' ? 'create' : 'update') : null;
    return typed && entity.derive ? (entity.derive(typed as never) as Record<string, unknown>) : {};
  }, [entity, model, values, mode]);

  // The server's refusals of fields stand until the person changes that field: a value another
  // field's follow-up sets after the answer revalidates the form, and must not wipe them.
  const serverErrors = useRef(new Map<string, string>());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((_values, { name }) => {
      if (name) serverErrors.current.delete(name);
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          void form.trigger().then(() => {
            for (const [field, message] of serverErrors.current) form.setError(field, { type: 'server', message });
          }),
        revalidateMs,
      );
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form]);

  const setValues = (patch: Record<string, unknown>) => {
    const known = form.getValues();
    for (const [name, value] of Object.entries(patch)) {
      if (name in known) form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  /** A changed field moves the values that follow it (the entity's `normalize`, the screen's `onFieldChange`). */
  const followChange = (name: string) => {
    const current = form.getValues();
    const next = normalizedWhenTyped(entity, current, mode === 'create' ? null : model, [name], mode === 'create' ? 'create' : 'update');
    const patch = Object.fromEntries(Object.entries(next).filter(([key, value]) => current[key] !== value));
    const ctx = { mode, actor, model, values: { ...current, ...patch }, settings };
    Object.assign(patch, options.onFieldChange?.(name, ctx) ?? {});
    if (Object.keys(patch).length) setValues(patch);
    void options.onFieldChangeLoaded?.(name, ctx).then(
      (followUp) => {
        // A later change of the same field wins over this answer.
        if (!followUp || form.getValues()[name] !== ctx.values[name]) return;
        if (followUp.values) {
          setValues(followUp.values);
          for (const key of Object.keys(followUp.values)) followChange(key);
        }
        if (followUp.warning) notify(followUp.warning, 'warning');
      },
      (e: unknown) => notify(errorMessage(e), 'error'),
    );
  };

  const names = fields.map(([name]) => name);
  const pointAtFirstInvalid = (errors: Record<string, unknown>) => {
    const first = firstInvalid(names, errors);
    if (first) onInvalid?.(first);
  };

  /** Save; `stay` keeps the editor open on the saved record ("save and stay", Ctrl+S). */
  const saveWith = (stay: boolean) =>
    form.handleSubmit(
      async (parsed) => {
        serverErrors.current.clear();
        setBusy(true);
        try {
          const created = mode === 'create';
          const saved = await saveModel(entity, model, parsed, created);
          notify(created ? 'Item has been created' : 'Item has been updated', 'success');
          void queryClient.invalidateQueries({ queryKey: listKey(entity.name) });
          // Nothing is unsaved any more: leaving now asks nothing.
          baseline.current = JSON.stringify(form.getValues());
          onSaved(saved, created, stay);
        } catch (e) {
          if (e instanceof ApiError && e.status === 409) setConflict(e.message);
          else if (e instanceof ApiError && e.status === 400) {
            const coded = e.fieldErrorCodes;
            for (const [name, messages] of Object.entries(e.errors)) {
              const message = name in coded ? fieldErrorText(coded[name], entity.fields[name] as FieldDef | undefined) : messages[0];
              if (!(name in form.getValues())) continue;
              serverErrors.current.set(name, message);
              form.setError(name, { type: 'server', message });
            }
            pointAtFirstInvalid(e.errors);
            notify(e.message, 'error');
          } else notify(errorMessage(e), 'error');
        } finally {
          setBusy(false);
        }
      },
      (errors) => {
        pointAtFirstInvalid(errors);
        notify('invalid form data', 'error');
      },
    )();
  const save = () => saveWith(false);
  const saveAndStay = () => saveWith(true);
  /** Whether the form holds changes not saved yet (read when leaving). */
  const isDirty = useCallback(() => JSON.stringify(form.getValues()) !== baseline.current, [form]);

  const remove = () =>
    runCall(() => dataProvider.delete(entity, model.id as number | string), {
        success: 'Item has been deleted',
        // A deleted record has nothing left to lose: leaving asks nothing.
        then: () => {
          baseline.current = JSON.stringify(form.getValues());
          onDeleted();
        },
      }, {
      notify,
      reload: () => void queryClient.invalidateQueries({ queryKey: listKey(entity.name) }),
    });

  return { form, values, setValues, fields, ctx, locked, preview, busy, conflict, followChange, save, saveAndStay, isDirty, remove, actor };
}
