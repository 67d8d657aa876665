/** ref and reflist: an Autocomplete backed by GET {path}short/?search=. */
import type { KeyboardEvent } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ShortItem } from '../../app/api';
import { useRefChoice } from './use-ref-choice';
import type { WidgetProps } from './widget-props';

export function RefWidget({ name, field, label, value, onChange, disabled, error, valueLabel, shortFilters, hiddenValues }: WidgetProps) {
  const { t } = useTranslation();
  const refName = 'ref' in field ? field.ref : '';
  const creatable = 'creatable' in field && !!field.creatable;
  const multiple = field.kind === 'reflist';
  const choice = useRefChoice(refName, valueLabel, shortFilters);
  const ids: unknown[] = multiple ? (Array.isArray(value) ? value : []) : value === null || value === undefined || value === '' ? [] : [value];
  const selected = ids.map((id, i) => choice.itemOf(id, i));
  const options = hiddenValues?.length ? choice.options.filter((o) => !hiddenValues.includes(String(o.v))) : choice.options;

  const onKeyDown = async (e: KeyboardEvent) => {
    const text = choice.input.trim();
    if (e.key !== 'Enter' || !creatable || !text) return;
    if (options.some((o) => o.t.toLowerCase() === text.toLowerCase())) return;
    e.preventDefault();
    (e as KeyboardEvent & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
    const item = await choice.create(text);
    if (item) onChange(multiple ? [...ids, item.v] : item.v);
  };

  const common = {
    options,
    loading: choice.loading,
    disabled,
    filterOptions: (x: ShortItem[]) => x,
    getOptionLabel: (o: ShortItem) => o.t,
    isOptionEqualToValue: (a: ShortItem, b: ShortItem) => String(a.v) === String(b.v),
    onInputChange: (_: unknown, text: string, reason: string) => reason === 'input' && choice.setInput(text),
    onClose: () => choice.setInput(''),
    noOptionsText: creatable && choice.input.trim() ? t('Create "{{text}}"', { text: choice.input.trim() }) : t('No options'),
    onKeyDown: (e: KeyboardEvent) => void onKeyDown(e),
    renderInput: (params: object) => (
      <TextField {...params} name={name} label={label} error={!!error} helperText={error} required={field.required} size="small" />
    ),
    fullWidth: true,
    size: 'small' as const,
  };

  if (multiple) {
    return (
      <Autocomplete
        {...common}
        multiple
        value={selected}
        onChange={(_, next) => {
          choice.remember(next);
          onChange(next.map((o) => o.v));
        }}
      />
    );
  }
  return (
    <Autocomplete
      {...common}
      autoHighlight
      value={selected[0] ?? null}
      onChange={(_, next) => {
        if (next) choice.remember([next]);
        onChange(next ? next.v : null);
      }}
    />
  );
}
