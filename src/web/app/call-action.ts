/**
 * The web client of declared actions (src/domain/actions): the path, method, body and answer
 * types all come from the declaration the server implements, so a changed action breaks the
 * type check of every caller instead of failing at run time.
 */
import { actionPath, type ActionDef, type AnswerOf, type BodyOf, type ParamsOf, type QueryOf } from '../../domain/actions/action';
import { request, type Query } from './api';

export interface ActionCall<A> {
  body?: BodyOf<A>;
  query?: QueryOf<A> & Query;
  params?: ParamsOf<A> & Record<string, string | number>;
  signal?: AbortSignal;
  /** Do not report a 401 as a lost session (the session check itself, sign-in). */
  quiet401?: boolean;
}

export function callAction<A extends ActionDef>(action: A, call: ActionCall<A> = {}): Promise<AnswerOf<A>> {
  return request<AnswerOf<A>>(actionPath(action, call.params), {
    method: action.method,
    body: call.body,
    query: call.query,
    signal: call.signal,
    quiet401: call.quiet401,
  });
}
