/**
 * The chips of a table's active filters (issue 24): each names its column, operator and value
 * as the user reads them ("Responsible = me", "Report date ↔ 01.11.2026 – 30.11.2026").
 */
import type { AnyEntity } from '../../../domain/core/entity';
import type { FieldDef } from '../../../domain/core/fields';
import { formatDate } from '../../app/locale';
import { fieldOf } from '../entity-columns';
import { formatNumber, type FormatContext } from '../format';
import { operatorSymbols } from './operator-symbols';
import { parseFilterKey, splitValues, type FilterMap } from './filter-keys';
import { dayBefore } from './range-end';

export interface FilterChip {
  /** The filter's query key, removed when the chip is cleared. */
  key: string;
  text: string;
}

export interface ChipContext {
  format: FormatContext;
  labelOf(field: string): string;
  t(key: string): string;
  /** The signed-in user's id: a filter on them reads "me". */
  me: number | null;
}

function valueText(field: FieldDef, op: string, value: string, ctx: ChipContext): string {
  const { format } = ctx;
  switch (field.kind) {
    case 'date':
    case 'datetime': {
      if (op !== 'btw') return formatDate(value, format.language);
      const [from = '', to = ''] = value.split(',');
      return `${formatDate(from, format.language)} – ${to ? formatDate(dayBefore(to), format.language) : ''}`.trim();
    }
    case 'int':
    case 'decimal':
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) && value !== '' ? formatNumber(n, field.kind, format.language) : value;
    }
    case 'boolean':
      return ctx.t(value === 'true' ? 'Yes' : 'No');
    case 'enum':
    case 'enumlist':
      return splitValues(value)
        .map((v) => format.enumLabel(field.enum, v))
        .join(', ');
    case 'ref':
    case 'reflist':
      return splitValues(value)
        .map((id) => {
          if (id === 'null') return ctx.t('table.empty');
          if (field.ref === 'user' && ctx.me !== null && id === String(ctx.me)) return ctx.t('table.me');
          return format.refLabel(field.ref, id) ?? `#${id}`;
        })
        .join(', ');
    default:
      return op === 'cnt' ? `"${value}"` : value;
  }
}

/** One chip per filter of the entity's, in the map's order; keys it does not know are left out. */
export function filterChips(entity: AnyEntity, filters: FilterMap, ctx: ChipContext): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const [key, value] of Object.entries(filters)) {
    const parsed = parseFilterKey(key);
    const field = parsed && fieldOf(entity, parsed.field);
    if (!parsed || !field) continue;
    chips.push({ key, text: `${ctx.labelOf(parsed.field)} ${operatorSymbols[parsed.op]} ${valueText(field, parsed.op, value, ctx)}` });
  }
  return chips;
}

/** A filter map without one key. */
export function withoutFilter(filters: FilterMap, key: string): FilterMap {
  const next = { ...filters };
  delete next[key];
  return next;
}
