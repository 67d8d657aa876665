/**
 * The daily sweep of the file store: an object no `files` row names (its row was deleted while
 * the store was down, or its process died between writing the bytes and the row) is removed once
 * it is a day old, so an upload in flight is never taken. A `.part` left on disk is swept too.
 */
import { inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { files } from '../db/system-tables';
import { defineDailyJob } from '../jobs/job-handlers';
import { byteStoreOf } from './byte-store-of';
import type { StoredObject } from './byte-store';

export const orphanAgeMs = 24 * 60 * 60_000;

export async function sweepOrphans(config: Config, database: Database, olderThanMs = orphanAgeMs): Promise<{ checked: number; removed: number }> {
  const store = byteStoreOf(config);
  const before = Date.now() - olderThanMs;
  let checked = 0;
  let removed = 0;
  const sweep = async (batch: StoredObject[]) => {
    const keys = batch.map((object) => object.key.replace(/\.part$/, ''));
    const named = new Set((await database.db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, keys))).map((row) => row.key));
    for (const object of batch) {
      if (named.has(object.key)) continue;
      await store.remove(object.key);
      removed += 1;
    }
  };
  let batch: StoredObject[] = [];
  for await (const object of store.list()) {
    checked += 1;
    if (object.modifiedAt.getTime() > before) continue;
    batch.push(object);
    if (batch.length === 500) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length) await sweep(batch);
  return { checked, removed };
}

export const orphanSweep = defineDailyJob('files.sweepOrphans', async (ctx) => sweepOrphans(ctx.config, ctx.database));
