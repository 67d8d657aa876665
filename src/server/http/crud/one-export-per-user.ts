/**
 * A user's full-list exports (`?full=true`) run one at a time: a second one while the first
 * runs is refused at once (429) rather than queued, so a user who clicks again gets an answer
 * and the server holds no waiting exports. Counted per API process (an export runs in the
 * process that answers it).
 */
import { ApiError } from '../api-error';

export const exportRunningMessage = 'An export of yours is already running; wait for it to finish';

export type ExportGuard = <T>(userId: number, run: () => Promise<T>) => Promise<T>;

export function oneExportPerUser(): ExportGuard {
  const running = new Set<number>();
  return async (userId, run) => {
    if (running.has(userId)) throw new ApiError(429, exportRunningMessage);
    running.add(userId);
    try {
      return await run();
    } finally {
      running.delete(userId);
    }
  };
}
