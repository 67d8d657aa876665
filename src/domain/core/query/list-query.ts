/**
 * The list query language of API.md ("Filters", "Ordering", paging), parsed and checked
 * against an entity declaration. Pure: the server parses requests with it and the web app
 * writes table state to the address bar in the same syntax.
 */
import { entityFields, type AnyEntity } from '../entity';
import { filterOperators, type FieldDef, type FilterOperator } from '../fields';
import { filterOperatorsOf, isSortableField } from './queryable';
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

/** Fields a list can be filtered and ordered by: declared stored fields plus id and audit fields. */
export function queryableFields(entity: AnyEntity): Record<string, FieldDef> {
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
  return fields;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function checkValue(name: string, field: FieldDef, op: FilterOperator, value: string): void {
  const fail = () => {
    throw new ListQueryError('query.invalidValue', { value, filter: `${name}${op === 'eq' ? '' : `__${op}`}` });
  };
  if (op === 'cnt') return;
  switch (field.kind) {
    case 'int':
    case 'file':
      if (!/^-?\d{1,10}$/.test(value)) fail();
      return;
    case 'decimal':
    case 'money':
      if (!/^-?\d{1,14}(\.\d+)?$/.test(value)) fail();
      return;
    case 'date':
      if (!(isoDate.test(value) && !Number.isNaN(Date.parse(value)))) fail();
      return;
    case 'datetime':
      if (!(isoDateTime.test(value) && !Number.isNaN(Date.parse(value)))) fail();
      return;
    case 'boolean':
      if (value !== 'true' && value !== 'false') fail();
      return;
    case 'ref':
    case 'reflist':
      if (value === 'null') return;
      if (field.kind === 'ref' && field.ref && /^\d+$/.test(value)) return;
      if (!/^\d{1,10}$/.test(value) && !/^[\w.:-]{1,200}$/.test(value)) fail();
      return;
    default:
      return;
  }
}

function splitValues(raw: string): string[] {
  return raw.split(',').map((v) => v.trim());
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
    if (extraParams.includes(key)) {
      query.extra[key] = raw;
      continue;
    }
    switch (key) {
      case 'page': {
        if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ListQueryError('query.page');
        query.page = Number(raw);
        continue;
      }
      case 'page_size': {
        if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxPageSize) {
          throw new ListQueryError('query.pageSize', { max: maxPageSize });
        }
        query.pageSize = Number(raw);
        continue;
      }
      case 'full':
        query.full = raw === 'true' || raw === '1';
        continue;
      case 'search':
        query.search = raw.trim() || null;
        continue;
      case 'ordering': {
        for (const term of raw.split(',').map((t) => t.trim()).filter(Boolean)) {
          const desc = term.startsWith('-');
          const field = desc ? term.slice(1) : term;
          const def = Object.hasOwn(fields, field) ? fields[field] : undefined;
          if (!def || !isSortableField(def)) {
            throw new ListQueryError('query.unknownOrdering', { field });
          }
          query.ordering.push({ field, desc });
        }
        continue;
      }
    }
    const [name, opText, ...rest] = key.split('__');
    // Own names only: `toString` or `__proto__` is an unknown field, not Object.prototype's.
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field || rest.length) throw new ListQueryError('query.unknownFilter', { filter: key });
    const op = (opText ?? 'eq') as FilterOperator;
    if (!filterOperators.includes(op) || !filterOperatorsOf(field).includes(op)) {
      throw new ListQueryError('query.badOperator', { operator: opText, field: name, kind: field.kind });
    }
    let values = op === 'cnt' ? [raw] : splitValues(raw);
    if (op === 'btw') {
      if (values.length !== 2) throw new ListQueryError('query.twoValues', { filter: key });
      values.filter(Boolean).forEach((v) => checkValue(name, field, op, v));
    } else {
      values = values.filter((v) => v !== '');
      if (!values.length) continue; // an empty filter is no filter
      if (['gt', 'gte', 'lt', 'lte', 'neq'].includes(op) && values.length > 1) {
        throw new ListQueryError('query.oneValue', { filter: key });
      }
      values.forEach((v) => checkValue(name, field, op, v));
    }
    query.filters.push({ field: name, op, values });
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
