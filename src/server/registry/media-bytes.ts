/** The bytes of a creative's stored file, read when its media step is sent. */
import fs from 'node:fs';
import type { Config } from '../config';
import { storagePath } from '../files/file-store';
import type { OrdApi } from '../integrations/ord';
import { unmappable } from '../integrations/ord/ord-error';
import type { StoredFile } from './plan-records';

export async function mediaBytes(config: Config, file: StoredFile, api: OrdApi): Promise<Uint8Array> {
  try {
    return await fs.promises.readFile(storagePath(config, file.storageKey));
  } catch {
    // Refused like a field the operator cannot take: trying again would not bring the bytes back.
    throw unmappable(`ord-${api.toLowerCase()}`, 'files', `The bytes of ${file.name} are missing from the file store: upload the file again`);
  }
}
