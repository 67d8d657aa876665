/** The filter of one column: an operator of the field's kind and a value (spec 1 §9). */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDef, FilterOperator } from '../../../domain/core/fields';
import { defaultOperator, operatorsOf } from '../entity-columns';
import { columnFilter, setColumnFilter } from './filter-keys';
import { useFilters } from './filters-context';
import { BooleanFilter, DateFilter, DebouncedTextFilter, EnumFilter, RefFilter, type ValueInputProps } from './FilterValueInputs';

export const operatorSymbols: Record<FilterOperator, string> = {
  eq: '=',
  cnt: '≈',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  btw: '↔',
  in: '∈',
  nin: '∉',
  neq: '≠',
};

function ValueInput(props: ValueInputProps) {
  switch (props.field.kind) {
    case 'int':
    case 'decimal':
    case 'money':
      return <DebouncedTextFilter {...props} numeric />;
    case 'date':
    case 'datetime':
      return <DateFilter {...props} />;
    case 'boolean':
      return <BooleanFilter {...props} />;
    case 'enum':
    case 'enumlist':
      return <EnumFilter {...props} />;
    case 'ref':
    case 'reflist':
      return <RefFilter {...props} />;
    default:
      return <DebouncedTextFilter {...props} />;
  }
}

export function ColumnFilter({ name, field, label }: { name: string; field: FieldDef; label: string }) {
  const { t } = useTranslation();
  const { filters, setFilters } = useFilters();
  const ops = operatorsOf(field);
  const current = columnFilter(filters, name);
  const op: FilterOperator = current?.op ?? defaultOperator(field);
  const value = current?.value ?? '';
  const filterLabel = `${t('Filter')} ${label}`;
  const change = (nextOp: FilterOperator, nextValue: string) => setFilters(setColumnFilter(filters, name, nextOp, nextValue));
  return (
    <Stack direction="row" spacing={0.5} alignItems="flex-end" sx={{ width: '100%' }} data-testid={`filter-${name}`}>
      {ops.length > 1 && (
        <TextField
          select
          size="small"
          variant="standard"
          value={op}
          onChange={(e) => change(e.target.value as FilterOperator, op === 'btw' || e.target.value === 'btw' ? '' : value)}
          slotProps={{
            htmlInput: { 'aria-label': `${filterLabel}: ${t('Operator')}` },
            select: { renderValue: (v) => <span title={t(`operators.${String(v)}`)}>{operatorSymbols[v as FilterOperator]}</span> },
          }}
          sx={{ minWidth: 36, flexShrink: 0 }}
        >
          {ops.map((o) => (
            <MenuItem key={o} value={o}>
              {operatorSymbols[o]} {t(`operators.${o}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ValueInput field={field} op={op} value={value} label={filterLabel} onChange={(v) => change(op, v)} />
    </Stack>
  );
}
