/**
 * The web client of declared actions (src/domain/actions): the path, method, body and answer
 * types all come from the declaration the server implements, so a changed action breaks the
 * type check of every caller instead of failing at run time. The call itself is the data
 * provider's (src/web/data).
 */
import type { ActionDef, AnswerOf, BodyOf, ParamsOf, QueryOf } from '../../domain/core/actions/action';
import { dataProvider } from '../data/data-provider';
import type { Query } from './api';

export interface ActionCall<A> {
  body?: BodyOf<A>;
  query?: QueryOf<A> & Query;
  params?: ParamsOf<A> & Record<string, string | number>;
  signal?: AbortSignal;
  /** Do not report a 401 as a lost session (the session check itself, sign-in). */
  quiet401?: boolean;
}

export function callAction<A extends ActionDef>(action: A, call: ActionCall<A> = {}): Promise<AnswerOf<A>> {
  return dataProvider.action(action, call);
}
