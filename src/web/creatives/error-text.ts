/** The message of a refused call: its first field error when it has one (the marker not found), else its detail. */
import { ApiError, errorMessage } from '../app/api-error';

export function refusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors ?? {})[0]?.[0];
    if (first) return first;
  }
  return errorMessage(error);
}
