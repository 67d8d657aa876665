/**
 * Legal entity editor and table rules (spec 1 §2, §3, §5):
 * - the accountant is shown only for an organisation (legalForm LEGAL), the trustee's name and
 *   confirming document only when isTrustee;
 * - billingInfo has one input per key of the chosen preset's `fieldNames` (startup settings);
 *   the tax-number error (`errors.billingInfo`) shows on the INN input;
 * - the full name takes the warning colour when it reads as a sole proprietor but the form is
 *   not IP (`legalFormMismatch`);
 * - 'Import by INN' fills the form from the company-data service.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { legalFormMismatch } from '../../domain/counterparties/counterparties';
import type { EditorActionContext, EntityEditorOptions, FieldContext } from '../entity/editor/editor-options';
import type { EntityTableOptions, RowAction } from '../entity/table/table-options';
import { ImportByInnDialog, mergeLookup } from './ImportByInnDialog';
import { registryCells } from '../registry/registry-cells';
import { legalEntitySendAction } from '../registry/registry-row-actions';

export const legalFormWarning = 'The full name reads as a sole proprietor but the legal form is not IP';

export function billingInfoKeys(ctx: Pick<FieldContext, 'settings' | 'values'>): string[] | undefined {
  const preset = ctx.settings?.presets.find((p) => String(p.id) === String(ctx.values.billingInfoPreset));
  return preset?.fieldNames;
}

export function hiddenLegalEntityField(name: string, values: Record<string, unknown>): boolean {
  if (name === 'accountant') return values.legalForm !== 'LEGAL';
  if (name === 'trusteeName' || name === 'trusteeConfirmDoc') return !values.isTrustee;
  return false;
}

function ImportByInn({ mode, values, setValues }: EditorActionContext) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (mode === 'readonly') return null;
  const info = (values.billingInfo ?? {}) as Record<string, unknown>;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('Import by INN')}</Button>
      {open && (
        <ImportByInnDialog
          open
          initialInn={String(info.inn ?? '')}
          initialKpp={String(info.kpp ?? '')}
          onClose={() => setOpen(false)}
          onImported={(answer) => setValues(mergeLookup(values, answer))}
        />
      )}
    </>
  );
}

export const legalEntityEditorOptions: EntityEditorOptions = {
  jsonKeys: (name, ctx) => (name === 'billingInfo' ? billingInfoKeys(ctx) : undefined),
  jsonErrorKey: (name) => (name === 'billingInfo' ? 'inn' : undefined),
  fieldHidden: (name, ctx) => hiddenLegalEntityField(name, ctx.values),
  fieldWarning: (name, ctx) =>
    name === 'fullname' && legalFormMismatch({ fullname: (ctx.values.fullname as string | null) ?? null, legalForm: (ctx.values.legalForm as string | null) ?? null })
      ? legalFormWarning
      : undefined,
  actions: (ctx) => <ImportByInn {...ctx} />,
  initialValues: { legalForm: 'LEGAL' },
};

/** Extra row-menu actions of the legal entity table: send to ERIR through one of the registry APIs. */
export const legalEntityRowActions: RowAction[] = [legalEntitySendAction];

export const legalEntityTableOptions: EntityTableOptions = {
  actions: legalEntityRowActions,
  cells: registryCells,
};
