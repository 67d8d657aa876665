/**
 * How an upload's write runs its statements (docs/decisions.md "Uploads"). On PostgreSQL every
 * step shares one transaction: all of the file or nothing, and no reader is blocked. The
 * embedded database has one session, which a transaction holds until it ends, so there each step
 * commits on its own and the queries other requests queued meanwhile run between two steps: no
 * one waits for the whole file. Once a step has committed there, a client going away no longer
 * stops the write (it finishes the file rather than leave part of it).
 */
import type { Database, Executor } from '../db/connection';

/** Runs one part of the write (a few thousand rows, self-contained) in a transaction. */
export type UploadStep = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

/** Gives the upload's write its steps; `stillWanted` throws once the client has gone. */
export async function writeInSteps<W>(database: Database, stillWanted: () => void, write: (step: UploadStep, stillWanted: () => void) => Promise<W>): Promise<W> {
  stillWanted();
  if (database.kind === 'postgres') return database.db.transaction((tx) => write((work) => work(tx), stillWanted));
  let committed = false;
  const step: UploadStep = async (work) => {
    const result = await database.db.transaction(work);
    committed = true;
    // A turn of the event loop: requests that arrived during the step reach the database first.
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  };
  return write(step, () => {
    if (!committed) stillWanted();
  });
}
