/**
 * Import by tax number (spec 1 §2 legal entity form, §5, §8; width 450px): the INN (a
 * non-negative integer), an optional KPP and what to import (company data, bank data; at least
 * one). The server asks the company-data service (POST legal_entities/inn_lookup/) and answers
 * the fields to fill; they are merged into the form (billing info key by key).
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { messages } from '../../domain/core/rules/field-rules';
import type { AnswerOf } from '../../domain/core/actions/action';
import { innLookup } from '../../domain/counterparties/counterparty-actions';
import { callAction } from '../app/call-action';
import { ApiError, errorMessage } from '../app/api-error';
import { useNotify } from '../app/snackbar';

export const importDialogWidth = 450;

export type InnLookupAnswer = AnswerOf<typeof innLookup>;

export interface InnLookupRequest {
  inn: string;
  kpp?: string;
  party: boolean;
  bank: boolean;
}

/** 'The value must be a nonnegative integer' unless the text is digits only. */
export function innError(inn: string): string | undefined {
  const text = inn.trim();
  if (!text) return messages.required;
  return /^\d+$/.test(text) ? undefined : messages.nonNegativeInteger;
}

/** The form fields to set from an answer: given fields replace, billing info merges by key. */
export function mergeLookup(values: Record<string, unknown>, answer: InnLookupAnswer): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    if (key === 'billingInfo' || value === undefined || value === null || value === '') continue;
    patch[key] = value;
  }
  if (answer.billingInfo) {
    const current = values.billingInfo && typeof values.billingInfo === 'object' ? (values.billingInfo as Record<string, unknown>) : {};
    const given = Object.fromEntries(Object.entries(answer.billingInfo).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    patch.billingInfo = { ...current, ...given };
  }
  return patch;
}

interface Props {
  open: boolean;
  /** Pre-fills the INN and KPP from the form. */
  initialInn?: string;
  initialKpp?: string;
  onClose(): void;
  onImported(answer: InnLookupAnswer): void;
}

export function ImportByInnDialog({ open, initialInn = '', initialKpp = '', onClose, onImported }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [inn, setInn] = useState(initialInn);
  const [kpp, setKpp] = useState(initialKpp);
  const [party, setParty] = useState(true);
  const [bank, setBank] = useState(true);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = innError(inn);
  const nothingTicked = !party && !bank;

  const run = async () => {
    setTouched(true);
    if (error || nothingTicked) return;
    setBusy(true);
    try {
      const body: InnLookupRequest = { inn: inn.trim(), party, bank };
      if (kpp.trim()) body.kpp = kpp.trim();
      const answer = await callAction(innLookup, { body });
      onImported(answer);
      notify('Success!', 'success');
      onClose();
    } catch (e) {
      notify(errorMessage(e), 'error');
      if (e instanceof ApiError && e.code === 'counterparties.inn.noBankSuggestions') onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: importDialogWidth, maxWidth: '95vw' } } }} data-testid="import-by-inn">
      <DialogTitle>{t('Import by INN')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void run())}>
          <TextField
            label={t('fields.billingInfo.inn')}
            value={inn}
            onChange={(e) => setInn(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!error}
            helperText={touched && error ? t(error) : undefined}
            required
            size="small"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField label={t('fields.billingInfo.kpp')} value={kpp} onChange={(e) => setKpp(e.target.value)} size="small" />
          <Stack>
            <FormControlLabel control={<Checkbox checked={party} onChange={(e) => setParty(e.target.checked)} />} label={t('Company data')} />
            <FormControlLabel control={<Checkbox checked={bank} onChange={(e) => setBank(e.target.checked)} />} label={t('Bank data')} />
            {nothingTicked && <FormHelperText error>{t('Choose what to import')}</FormHelperText>}
          </Stack>
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={() => void run()} disabled={busy || nothingTicked || (touched && !!error)}>
          {t('Import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
