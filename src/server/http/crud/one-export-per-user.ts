/**
 * A user's full-list exports (`?full=true`) run one at a time: one that arrives while another of
 * the same user runs waits for its turn (in order of arrival). Waiting rather than refusing:
 * the web app itself asks for several full lists at once (the yearly grid's names of clients,
 * by chunks of ids), which a refusal would break. Others' requests are not held: a user's
 * exports read the database one after another, never six at once. Counted per API process.
 */
export type ExportGuard = <T>(userId: number, run: () => Promise<T>) => Promise<T>;

export function oneExportPerUser(): ExportGuard {
  const lastOf = new Map<number, Promise<unknown>>();
  return (userId, run) => {
    const mine = (lastOf.get(userId) ?? Promise.resolve()).then(run);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    lastOf.set(userId, settled);
    void settled.then(() => {
      if (lastOf.get(userId) === settled) lastOf.delete(userId);
    });
    return mine;
  };
}
