/**
 * The generic editor form (spec 1 §2, §5, §8): fields from the declaration, validation with the
 * shared zod schema through react-hook-form, revalidation 250 ms after each change, save
 * blocked with 'invalid form data', server field errors on their fields, 409 with reload.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultValue, fieldLabel, normalized, type AnyEntity } from '../../../domain/entity';
import { entitySchema } from '../../../domain/validation/entity-schema';
import { ApiError, errorMessage } from '../../app/api-error';
import { actorOfAccount, useAuth } from '../../app/auth';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useOptionalSettings } from '../../app/settings';
import { useNotify } from '../../app/snackbar';
import { listKey } from '../table/use-list-query';
import { FieldWidget } from '../widgets/FieldWidget';
import { canDeleteModel, editorFields, fieldDisabledByDeclaration, isDerivedField, lockedFields } from './editor-mode';
import type { EditorMode, EntityEditorOptions, FieldContext, Model } from './editor-options';
import { saveModel } from './save-model';
import { dataProvider } from '../../data/data-provider';
import { runCall } from '../../data/run-action';

export const revalidateMs = 250;

type FormValues = Record<string, unknown>;

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
  onSaved(model: Model, created: boolean): void;
  onDeleted(): void;
  onClose(): void;
  onReload(): Promise<void>;
}

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

function initialValues(entity: AnyEntity, model: Model, mode: EditorMode): FormValues {
  const values: FormValues = {};
  for (const [name, field] of editorFields(entity, mode)) values[name] = model[name] ?? defaultValue(field);
  return values;
}

export function EntityForm({ entity, model, mode, options = {}, frame, onSaved, onDeleted, onClose, onReload }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useOptionalSettings();
  const actor = actorOfAccount(useAuth().account);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const schema = useMemo(() => entitySchema(entity, mode === 'create' ? 'create' : 'update'), [entity, mode]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FormValues>,
    defaultValues: initialValues(entity, model, mode),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const fields = editorFields(entity, mode);
  const ctx: FieldContext = { mode, actor, model, values, settings };
  const locked = lockedFields(entity, mode, actor, model);
  // The same pure `derive` the server stores with: sums follow the typing.
  const preview = useMemo(() => (entity.derive ? (entity.derive({ ...model, ...values } as never) as Record<string, unknown>) : {}), [entity, model, values]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void form.trigger(), revalidateMs);
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
    const next = normalized(entity, current, mode === 'create' ? null : model, [name]);
    const patch = Object.fromEntries(Object.entries(next).filter(([key, value]) => current[key] !== value));
    Object.assign(patch, options.onFieldChange?.(name, { mode, actor, model, values: { ...current, ...patch }, settings }) ?? {});
    if (Object.keys(patch).length) setValues(patch);
  };

  const save = form.handleSubmit(
    async (parsed) => {
      setBusy(true);
      try {
        const created = mode === 'create';
        const saved = await saveModel(entity, model, parsed, created);
        notify(created ? 'Item has been created' : 'Item has been updated', 'success');
        void queryClient.invalidateQueries({ queryKey: listKey(entity.name) });
        onSaved(saved, created);
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) setConflict(e.message);
        else if (e instanceof ApiError && e.status === 400) {
          for (const [name, messages] of Object.entries(e.errors)) {
            if (name in form.getValues()) form.setError(name, { type: 'server', message: messages[0] });
          }
          notify(e.message, 'error');
        } else notify(errorMessage(e), 'error');
      } finally {
        setBusy(false);
      }
    },
    () => notify('invalid form data', 'error'),
  );

  const remove = () =>
    runCall(() => dataProvider.delete(entity, model.id as number | string), { success: 'Item has been deleted', then: onDeleted }, {
      notify,
      reload: () => void queryClient.invalidateQueries({ queryKey: listKey(entity.name) }),
    });

  const content = (
    <Stack spacing={2} sx={{ pt: 1 }} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      {mode === 'readonly' && <Alert severity="warning">{t('You do not have permission to edit this')}</Alert>}
      {conflict && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void onReload()}>
              {t('Reload')}
            </Button>
          }
        >
          {t(conflict)}
        </Alert>
      )}
      {fields.filter(([name]) => !options.fieldHidden?.(name, ctx)).map(([name, field]) => (
        <Controller
          key={name}
          name={name}
          control={form.control}
          render={({ field: input, fieldState }) => {
            const message = errorText(fieldState.error);
            const warning = options.fieldWarning?.(name, ctx);
            return (
              <Box data-testid={`field-${name}`}>
                <FieldWidget
                  name={name}
                  entityName={entity.name}
                  field={field}
                  label={t(fieldLabel(entity, name))}
                  value={isDerivedField(field) && name in preview ? preview[name] : input.value}
                  onChange={(value: unknown) => {
                    input.onChange(value);
                    followChange(name);
                  }}
                  onBlur={input.onBlur}
                  disabled={fieldDisabledByDeclaration(field, mode) || name in locked || !!options.fieldDisabled?.(name, ctx)}
                  error={message ? t(message) : undefined}
                  warning={warning ? t(warning) : undefined}
                  valueLabel={model[field.kind === 'reflist' ? `${name}Names` : `${name}Name`] ?? model[`${name}Name`]}
                  currentMonthOnly={options.currentMonthOnly?.includes(name)}
                  hiddenValues={mode === 'create' && field.kind === 'enum' ? field.notOnCreate : undefined}
                  shortFilters={field.kind === 'ref' || field.kind === 'reflist' ? options.shortFilters?.(name, ctx) : undefined}
                  keys={field.kind === 'json' ? options.jsonKeys?.(name, ctx) : undefined}
                  errorKey={field.kind === 'json' ? options.jsonErrorKey?.(name, ctx) : undefined}
                />
              </Box>
            );
          }}
        />
      ))}
      <button type="submit" hidden />
    </Stack>
  );

  const actions = (
    <>
      {mode === 'edit' && canDeleteModel(entity, actor, model) && (
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          {t('Delete')}
        </Button>
      )}
      {options.actions?.({ mode, model, actor, reload: () => void onReload(), close: onClose, values, setValues })}
      <Box sx={{ flexGrow: 1 }} />
      <Button onClick={onClose}>{t(mode === 'readonly' ? 'Close' : 'Cancel')}</Button>
      {mode !== 'readonly' && (
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('Save')}
        </Button>
      )}
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
