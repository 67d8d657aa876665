/** Value inputs of a column filter, one per field kind. */
import { useEffect, useState } from 'react';
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../domain/core/fields';
import { useOptionalSettings } from '../../app/settings';
import { useReferenceOptions } from '../references';
import { fromDate, toDate } from '../widgets/DateWidget';
import { LocalizedDatePicker } from '../widgets/LocalizedDatePicker';
import { splitValues } from './filter-keys';
import { dayAfter, dayBefore } from './range-end';
import { useDebouncedCommit } from './use-debounced';

export interface ValueInputProps {
  field: FieldDef;
  op: string;
  value: string;
  label: string;
  onChange(value: string): void;
}

const small = { size: 'small' as const, variant: 'standard' as const, fullWidth: true };

/** Text and numbers: typed freely, committed 420 ms after the last key. */
export function DebouncedTextFilter({ value, label, onChange, numeric }: ValueInputProps & { numeric?: boolean }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useDebouncedCommit(text, (t) => t !== value && onChange(numeric ? t.replace(',', '.').replace(/[^0-9.-]/g, '') : t.trim()));
  return (
    <TextField
      {...small}
      value={text}
      placeholder={label}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && onChange(text.trim())}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: numeric ? 'decimal' : 'text' } }}
    />
  );
}

/** A date filter's buttons and text as small as the table's (its column is as wide as it needs, entity-columns' dateFilterColumnWidth). */
const compactDate = {
  // The field fits its column: without a minimum of 0 it is as wide as its text's natural width and pushes its buttons out of sight.
  '& .MuiPickersInputBase-root, & .MuiPickersSectionList-root': { minWidth: 0 },
  '& .MuiPickersInputBase-root': { fontSize: '0.8125rem' },
};
const compactButton = { size: 'small' as const, sx: { p: 0 } };
const compactButtons = { openPickerButton: compactButton, clearButton: compactButton, openPickerIcon: { fontSize: 'small' as const }, clearIcon: { fontSize: 'small' as const } };

/**
 * Dates in the localized picker (week start by language); `btw` takes a from and a to date, the
 * to date shown as the last day included (the API's end is the day after, range-end.ts).
 */
export function DateFilter({ op, value, label, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  const picker = (current: string, ariaLabel: string, set: (next: string) => void) => (
    <LocalizedDatePicker
      value={toDate(current)}
      onChange={(date) => {
        const next = fromDate(date);
        if (next !== 'invalid') set(next ?? '');
      }}
      slotProps={{ textField: { ...small, inputProps: { 'aria-label': ariaLabel }, sx: compactDate }, field: { clearable: true }, ...compactButtons }}
    />
  );
  if (op !== 'btw') return picker(value, label, onChange);
  const [from = '', to = ''] = value.split(',');
  const set = (f: string, tt: string) => onChange(f || tt ? `${f},${tt}` : '');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
      {picker(from, `${label} ${t('From')}`, (f) => set(f, to))}
      {picker(to && dayBefore(to), `${label} ${t('To')}`, (tt) => set(from, tt && dayAfter(tt)))}
    </Stack>
  );
}

export function BooleanFilter({ value, label, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  return (
    <TextField {...small} select value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { 'aria-label': label }, select: { displayEmpty: true } }}>
      <MenuItem value="">{t('Any')}</MenuItem>
      <MenuItem value="true">{t('Yes')}</MenuItem>
      <MenuItem value="false">{t('No')}</MenuItem>
    </TextField>
  );
}

export function EnumFilter({ field, value, label, onChange }: ValueInputProps) {
  const { t } = useTranslation();
  const settings = useOptionalSettings();
  const name = 'enum' in field ? field.enum : '';
  const items = settings?.enums[name] ?? [];
  return (
    <TextField
      {...small}
      select
      value={splitValues(value)}
      onChange={(e) => {
        const v = e.target.value as unknown as string[] | string;
        onChange(Array.isArray(v) ? v.join(',') : v);
      }}
      slotProps={{ htmlInput: { 'aria-label': label }, select: { multiple: true } }}
    >
      {items.map((item) => (
        <MenuItem key={item.v} value={item.v}>
          {t(`enums.${name}.${item.v}`, { defaultValue: item.t })}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RefFilter({ field, value, label, onChange }: ValueInputProps) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useDebouncedCommit(search, setDebounced);
  const refName = 'ref' in field ? field.ref : '';
  const { options } = useReferenceOptions(refName, debounced);
  const [chosen, setChosen] = useState<Array<{ v: number | string; t: string }>>([]);
  const ids = splitValues(value);
  const selected = ids.map((id) => chosen.find((o) => String(o.v) === id) ?? options.find((o) => String(o.v) === id) ?? { v: id, t: `#${id}` });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={selected}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.t}
      isOptionEqualToValue={(a, b) => String(a.v) === String(b.v)}
      onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_, next) => {
        setChosen(next);
        onChange(next.map((o) => String(o.v)).join(','));
      }}
      renderInput={(params) => <TextField {...params} variant="standard" placeholder={label} slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': label } }} />}
    />
  );
}
