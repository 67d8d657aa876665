/**
 * The list query language of API.md ("Filters", "Ordering", paging), parsed and checked
 * against an entity declaration. Pure: the server parses requests with it and the web app
 * writes table state to the address bar in the same syntax.
 */
import { entityFields, type AnyEntity } from '../entity';
import { filterOperators, type FieldDef, type FilterOperator } from '../fields';
import { filterOperatorsOf, isSortableField } from './queryable';
import { memoizedBy } from '../memoized-by';
import { Refusal } from '../refusals/refusal';
import type { RefusalCode } from '../refusals/refusal-codes';
import type { MessageValues } from '../refusals/render-message';

export interface FieldFilter {
  field: string;
  op: FilterOperator;
  values: string[];
}

export interface OrderingTerm {
  field: string;
  desc: boolean;
}

export interface ListQuery {
  filters: FieldFilter[];
  ordering: OrderingTerm[];
  page: number;
  pageSize: number;
  full: boolean;
  search: string | null;
  /** Parameters an area declared for itself, passed through unparsed. */
  extra: Record<string, string>;
}

export const defaultPageSize = 40;
export const maxPageSize = 1000;
export const reservedParams = ['page', 'page_size', 'ordering', 'full', 'search'] as const;

/** A query the list cannot run: a 400 naming the parameter. */
export class ListQueryError extends Refusal {
  constructor(code: RefusalCode, values: MessageValues = {}) {
    super('invalid', code, values);
  }
}

/** Fields a list can be filtered and ordered by: declared stored fields plus id and audit fields (built once per entity: every list request asks). */
export const queryableFields = memoizedBy((entity: AnyEntity): Readonly<Record<string, FieldDef>> => {
  const fields: Record<string, FieldDef> = {
    id: entity.idKind === 'text' ? { kind: 'string' } : { kind: 'int' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    createdBy: { kind: 'ref', ref: 'user' },
    updatedBy: { kind: 'ref', ref: 'user' },
  };
  for (const [name, field] of entityFields(entity)) {
    if (filterOperatorsOf(field).length || isSortableField(field)) fields[name] = field;
  }
  return Object.freeze(fields);
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const wholeNumber = (value: string) => /^-?\d{1,10}$/.test(value);
const decimalNumber = (value: string) => /^-?\d{1,14}(\.\d+)?$/.test(value);

function referenceValue(value: string, field: FieldDef): boolean {
  if (value === 'null') return true;
  if (field.kind === 'ref' && field.ref && /^\d+$/.test(value)) return true;
  return /^\d{1,10}$/.test(value) || /^[\w.:-]{1,200}$/.test(value);
}

/** Whether a filter value is one of the field kind's (kinds not listed take any text). */
const valueChecks: Partial<Record<FieldDef['kind'], (value: string, field: FieldDef) => boolean>> = {
  int: wholeNumber,
  file: wholeNumber,
  decimal: decimalNumber,
  money: decimalNumber,
  date: (value) => isoDate.test(value) && !Number.isNaN(Date.parse(value)),
  datetime: (value) => isoDateTime.test(value) && !Number.isNaN(Date.parse(value)),
  boolean: (value) => value === 'true' || value === 'false',
  ref: referenceValue,
  reflist: referenceValue,
};

function checkValue(name: string, field: FieldDef, op: FilterOperator, value: string): void {
  if (op === 'cnt') return;
  const valid = valueChecks[field.kind];
  if (valid && !valid(value, field)) {
    throw new ListQueryError('query.invalidValue', { value, filter: `${name}${op === 'eq' ? '' : `__${op}`}` });
  }
}

function splitValues(raw: string): string[] {
  return raw.split(',').map((v) => v.trim());
}

type ReservedParam = (typeof reservedParams)[number];

function orderingTerms(raw: string, fields: Record<string, FieldDef>): OrderingTerm[] {
  return raw.split(',').map((t) => t.trim()).filter(Boolean).map((term) => {
    const desc = term.startsWith('-');
    const field = desc ? term.slice(1) : term;
    const def = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!def || !isSortableField(def)) throw new ListQueryError('query.unknownOrdering', { field });
    return { field, desc };
  });
}

/** How each reserved parameter sets its part of the query. */
const readReserved: Record<ReservedParam, (query: ListQuery, raw: string, fields: Record<string, FieldDef>) => void> = {
  page: (query, raw) => {
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ListQueryError('query.page');
    query.page = Number(raw);
  },
  page_size: (query, raw) => {
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxPageSize) {
      throw new ListQueryError('query.pageSize', { max: maxPageSize });
    }
    query.pageSize = Number(raw);
  },
  full: (query, raw) => {
    query.full = raw === 'true' || raw === '1';
  },
  search: (query, raw) => {
    query.search = raw.trim() || null;
  },
  ordering: (query, raw, fields) => {
    query.ordering.push(...orderingTerms(raw, fields));
  },
};

const isReserved = (key: string): key is ReservedParam => Object.hasOwn(readReserved, key);

/** A range's two values (either may be empty: an open end), each checked. */
function rangeValues(key: string, name: string, field: FieldDef, raw: string): string[] {
  const values = splitValues(raw);
  if (values.length !== 2) throw new ListQueryError('query.twoValues', { filter: key });
  values.filter(Boolean).forEach((v) => checkValue(name, field, 'btw', v));
  return values;
}

/** A filter's checked values; null when none is given (an empty filter is no filter). */
function filterValues(key: string, name: string, field: FieldDef, op: FilterOperator, raw: string): string[] | null {
  if (op === 'btw') return rangeValues(key, name, field, raw);
  const values = (op === 'cnt' ? [raw] : splitValues(raw)).filter((v) => v !== '');
  if (!values.length) return null;
  if (['gt', 'gte', 'lt', 'lte', 'neq'].includes(op) && values.length > 1) {
    throw new ListQueryError('query.oneValue', { filter: key });
  }
  values.forEach((v) => checkValue(name, field, op, v));
  return values;
}

/** The filter `key=raw` (`field` or `field__op`), checked against the queryable fields; null for an empty one. */
function filterOf(key: string, raw: string, fields: Record<string, FieldDef>): FieldFilter | null {
  const [name, opText, ...rest] = key.split('__');
  // Own names only: `toString` or `__proto__` is an unknown field, not Object.prototype's.
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field || rest.length) throw new ListQueryError('query.unknownFilter', { filter: key });
  const op = (opText ?? 'eq') as FilterOperator;
  if (!filterOperators.includes(op) || !filterOperatorsOf(field).includes(op)) {
    throw new ListQueryError('query.badOperator', { operator: opText, field: name, kind: field.kind });
  }
  const values = filterValues(key, name, field, op, raw);
  return values ? { field: name, op, values } : null;
}

/** `params` as Fastify gives them: each key a string or an array of strings. */
export function parseListQuery(
  entity: AnyEntity,
  params: Record<string, string | string[] | undefined>,
  extraParams: ReadonlyArray<string> = [],
): ListQuery {
  const fields = queryableFields(entity);
  const query: ListQuery = {
    filters: [],
    ordering: [],
    page: 1,
    pageSize: defaultPageSize,
    full: false,
    search: null,
    extra: {},
  };
  for (const [key, rawValue] of Object.entries(params)) {
    if (rawValue === undefined || key.includes('$')) continue;
    const raw = Array.isArray(rawValue) ? rawValue.join(',') : rawValue;
    if (extraParams.includes(key)) query.extra[key] = raw;
    else if (isReserved(key)) readReserved[key](query, raw, fields);
    else {
      const filter = filterOf(key, raw, fields);
      if (filter) query.filters.push(filter);
    }
  }
  return query;
}

/** The inverse: a query string in the same syntax (used by the web app for its address bar). */
export function listQueryToParams(query: Partial<Pick<ListQuery, 'filters' | 'ordering' | 'page' | 'search'>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of query.filters ?? []) {
    params.set(filter.op === 'eq' ? filter.field : `${filter.field}__${filter.op}`, filter.values.join(','));
  }
  for (const term of query.ordering ?? []) params.append('ordering', `${term.desc ? '-' : ''}${term.field}`);
  if (query.search) params.set('search', query.search);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params;
}
