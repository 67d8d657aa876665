/** The short sign of each filter operator, shown in column filters and filter chips. */
import type { FilterOperator } from '../../../domain/core/fields';

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
