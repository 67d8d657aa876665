/**
 * A user's full-list exports (`?full=true`) run one at a time: one that arrives while another of
 * the same user runs waits for its turn (in order of arrival). Waiting rather than refusing:
 * the web app itself asks for several full lists at once (the yearly grid's names of clients,
 * by chunks of ids), which a refusal would break. Others' requests are not held: a user's
 * exports read the database one after another, never six at once. Counted per API process.
 *
 * A turn is taken by `turn(userId)`, which answers once the user's earlier exports are done with
 * the function that frees it: a streamed answer holds the turn until its stream closes, after
 * the handler has returned.
 */
export type ExportGuard = (userId: number) => Promise<() => void>;

export function oneExportPerUser(): ExportGuard {
  const lastOf = new Map<number, Promise<void>>();
  return (userId) => {
    const before = lastOf.get(userId) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    lastOf.set(userId, mine);
    void mine.then(() => {
      if (lastOf.get(userId) === mine) lastOf.delete(userId);
    });
    return before.then(() => release);
  };
}
