/**
 * The generic editor form (spec 1 §2, §5, §8): fields from the declaration, validation with the
 * shared zod schema through react-hook-form, revalidation 250 ms after each change, save
 * blocked with 'invalid form data', server field errors on their fields, 409 with reload.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type AnyEntity } from '../../../domain/core/entity';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useFormController } from '../../data/use-form-controller';
import { FieldWidget } from '../widgets/FieldWidget';
import { canDeleteModel, fieldDisabledByDeclaration, isDerivedField } from './editor-mode';
import type { EditorMode, EntityEditorOptions, Model } from './editor-options';

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

export function EntityForm({ entity, model, mode, options = {}, frame, onSaved, onDeleted, onClose, onReload }: Props) {
  const { t } = useTranslation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { form, fields, ctx, locked, preview, busy, conflict, followChange, save, remove, actor, values, setValues } = useFormController(entity, model, mode, options, { onSaved, onDeleted });
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
