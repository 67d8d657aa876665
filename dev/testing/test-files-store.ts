/**
 * The file store settings of a test server: none (the local disk under its DATA_DIR) unless the
 * run is the S3 pass (`TEST_FILES_STORE=s3`, files-on-s3-setup.ts), where every server gets the
 * shared moto bucket under a prefix of its own, so that listing or sweeping sees its files only.
 */
import crypto from 'node:crypto';
import type { Config } from '../../src/server/config';
import { byteStoreOf } from '../../src/server/files/byte-store-of';

export function testFilesStoreEnv(): Record<string, string> {
  const shared = process.env.TEST_FILES_S3_ENV;
  if (process.env.TEST_FILES_STORE !== 's3' || !shared) return {};
  return { ...(JSON.parse(shared) as Record<string, string>), FILES_S3_PREFIX: `t${crypto.randomBytes(6).toString('hex')}/` };
}

/** The storage keys of every object in a test server's store (`.part` files included on disk). */
export async function storedObjectKeys(config: Config): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of byteStoreOf(config).list()) keys.push(object.key);
  return keys;
}
