/**
 * The task centre's query (API.md "Tasks"), in the list format: `page` (1-based), `page_size`
 * (default 40, up to 1000), `ordering` (createdAt, finishedAt, name, state; `-` descending;
 * newest first by default), the filters `state` and `name` (comma-joined values) and `all`.
 * Anything else is refused as the entity lists refuse it.
 */
import { refuse } from '../../domain/core/refusals/refusal';

import { taskStates, type TaskStateName } from '../../domain/core/tasks/task-list-row';

export { taskStates, type TaskStateName };

export const taskOrderings = { createdAt: 'created_on', finishedAt: 'completed_on', name: 'name', state: 'state' } as const;

export interface TaskListQuery {
  page: number;
  pageSize: number;
  ordering: { column: string; descending: boolean }[];
  states: TaskStateName[];
  names: string[];
  all: boolean;
}

export const taskPageSize = 40;
export const maxTaskPageSize = 1000;

const known = new Set(['page', 'page_size', 'ordering', 'state', 'name', 'all']);

const valuesOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((value) => String(value).split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const positive = (raw: unknown): number | null => {
  const text = String(raw);
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
};

export function parseTaskListQuery(query: Record<string, unknown>): TaskListQuery {
  for (const key of Object.keys(query)) {
    if (key.includes('$')) continue;
    if (!known.has(key)) throw refuse.invalid('query.unknownFilter', { filter: key });
  }
  const page = query.page === undefined ? 1 : positive(query.page);
  if (page === null) throw refuse.invalid('query.page');
  const pageSize = query.page_size === undefined ? taskPageSize : positive(query.page_size);
  if (pageSize === null || pageSize > maxTaskPageSize) throw refuse.invalid('query.pageSize', { max: maxTaskPageSize });
  const ordering = valuesOf(query.ordering).map((item) => {
    const descending = item.startsWith('-');
    const field = descending ? item.slice(1) : item;
    if (!(field in taskOrderings)) throw refuse.invalid('query.unknownOrdering', { field });
    return { column: taskOrderings[field as keyof typeof taskOrderings], descending };
  });
  const states = valuesOf(query.state);
  for (const state of states) if (!(taskStates as readonly string[]).includes(state)) throw refuse.invalid('query.invalidValue', { value: state, filter: 'state' });
  const all = valuesOf(query.all);
  if (all.length > 1 || (all.length === 1 && all[0] !== 'true' && all[0] !== 'false')) throw refuse.invalid('query.invalidValue', { value: all.join(','), filter: 'all' });
  return {
    page,
    pageSize,
    ordering: ordering.length ? ordering : [{ column: 'created_on', descending: true }],
    states: states as TaskStateName[],
    names: valuesOf(query.name),
    all: all[0] === 'true',
  };
}
