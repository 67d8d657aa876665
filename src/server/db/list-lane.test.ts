import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../dev/testing/test-database';
import { openPostgres } from './connection';
import { listLane } from './list-lane';

describe('the list lane', () => {
  it('runs at most its width at once, the rest in turn, each answering its own result', async () => {
    const lane = listLane(2);
    let running = 0;
    let most = 0;
    const work = (n: number) =>
      lane(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(work))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });

  it.skipIf(!testDatabaseUrl)('PostgreSQL: a write is not queued behind list reads that fill the lane', async () => {
    const finished: string[] = [];
    const slowList = (database: Awaited<ReturnType<typeof openPostgres>>, name: string) =>
      database.listLane(() => database.query('select pg_sleep(0.3)')).then(() => finished.push(name));
    const write = (database: Awaited<ReturnType<typeof openPostgres>>) => database.query('select 1').then(() => finished.push('write'));

    // Three connections, one list read at a time: two are always free for the write.
    const laned = await openPostgres(testDatabaseUrl!, 3, 1);
    try {
      const lists = ['a', 'b', 'c', 'd'].map((name) => slowList(laned, name));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await write(laned);
      expect(finished).toEqual(['write']);
      await Promise.all(lists);
    } finally {
      await laned.close();
    }

    // The same without a lane: three lists hold every connection, the fourth waits first, so the
    // write has its connection only when a second list has finished.
    finished.length = 0;
    const unbounded = await openPostgres(testDatabaseUrl!, 3, 0);
    try {
      const lists = ['a', 'b', 'c', 'd'].map((name) => slowList(unbounded, name));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await write(unbounded);
      expect(finished.indexOf('write')).toBeGreaterThanOrEqual(2);
      await Promise.all(lists);
    } finally {
      await unbounded.close();
    }
  });
});
