/** The one mapping between refusal kinds (src/domain/<area>/<area>-refusals.ts) and HTTP status codes. */
import type { RefusalKind } from '../../domain/core/refusals/refusal';

export const statusOfKind: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  tooLarge: 413,
  tooManyRequests: 429,
  unavailable: 503,
};

/** The kind of a 4xx status (a framework error, an action's declared unavailable status); other 4xx are invalid. */
export function kindOfStatus(status: number): RefusalKind {
  const found = (Object.keys(statusOfKind) as RefusalKind[]).find((kind) => statusOfKind[kind] === status);
  return found ?? 'invalid';
}
