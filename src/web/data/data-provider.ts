/**
 * The data provider (react-admin's idea): every call the browser makes to the API goes through
 * these few methods, and this is the only module that knows how an entity's, an action's, a
 * task's or a file's address is built. A resource is anything with the declared `path`
 * (an entity declaration, or a reference list such as `accounts/departments/`).
 */
import { actionPath, type ActionDef, type AnswerOf } from '../../domain/core/actions/action';
import { request, type ListAnswer, type ShortItem } from '../app/api';
import type { ActionCall } from '../app/call-action';
import { apiUrl, type Query } from './api-url';

export interface Resource {
  /** Under /api/, ending with a slash (the entity declaration's `path`). */
  path: string;
}
export type Id = number | string;
export type Model = Record<string, unknown>;

export interface TaskState {
  state: 'PENDING' | 'STARTED' | 'SUCCESS' | 'FAILURE';
  detail: unknown;
  /** A FAILURE's reason as a message code and its values (docs/decisions.md "Failed tasks in the user's language"). */
  code?: string;
  values?: Record<string, unknown>;
}

const itemPath = (resource: Resource, id: Id) => `${resource.path}${id}/`;

export const dataProvider = {
  list: <T = Model>(resource: Resource, query?: Query, signal?: AbortSignal) => request<ListAnswer<T>>(resource.path, { query, signal }),
  short: (resource: Resource, query?: Query, signal?: AbortSignal) => request<ShortItem[]>(`${resource.path}short/`, { query, signal }),
  one: <T = Model>(resource: Resource, id: Id) => request<T>(itemPath(resource, id)),
  create: <T = Model>(resource: Resource, body: unknown) => request<T>(resource.path, { method: 'POST', body }),
  update: <T = Model>(resource: Resource, id: Id, body: unknown) => request<T>(itemPath(resource, id), { method: 'PUT', body }),
  patch: <T = Model>(resource: Resource, id: Id, body: unknown) => request<T>(itemPath(resource, id), { method: 'PATCH', body }),
  /** `query` narrows the delete (a creative removed from one order only). */
  delete: (resource: Resource, id: Id, query?: Query) => request<null>(itemPath(resource, id), { method: 'DELETE', query }),
  history: <T>(resource: Resource, id: Id) => request<T>(`${itemPath(resource, id)}history/`),
  /** A declared action (src/domain/<area>/<area>-actions.ts), typed by its declaration. */
  action: <A extends ActionDef>(action: A, call: ActionCall<A> = {}) =>
    request<AnswerOf<A>>(actionPath(action, call.params), { method: action.method, body: call.body, query: call.query, signal: call.signal, quiet401: call.quiet401 }),
  /** The address of a GET action, for a new window (a document opened by name and format). */
  actionUrl: <A extends ActionDef>(action: A, call: Pick<ActionCall<A>, 'params' | 'query'> = {}) => apiUrl(actionPath(action, call.params), call.query),
  task: (taskId: string, signal?: AbortSignal) => request<TaskState>(`celery/task/${taskId}/`, { signal }),
  upload: <T>(form: FormData, query?: Query) => request<T>('files/', { method: 'POST', body: form, query }),
  /** A spreadsheet upload an area reads at once (`POST erir/nonmedia/`): a path its declarations name. */
  uploadTo: <T>(path: string, form: FormData) => request<T>(path, { method: 'POST', body: form }),
  /** An upload's template, downloaded by a link (`erir/dsp_info/template/`). */
  templateUrl: (path: string) => apiUrl(path),
  /** An API page shown whole in a frame (the profiler). */
  pageUrl: (path: string) => apiUrl(path),
  /** A stored file (`temp`: a generated one, kept for a while). */
  fileUrl: (id: Id, options: { temp?: boolean } = {}) => apiUrl(`files/${options.temp ? 'temp/' : ''}${id}/`),
};
