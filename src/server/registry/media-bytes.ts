/** The bytes of a creative's stored file, read when its media step is sent. */
import type { Config } from '../config';
import { readBytes } from '../files/file-store';
import type { OrdApi } from '../integrations/ord';
import { unmappable } from '../integrations/ord/ord-error';
import type { StoredFile } from './plan-records';

export async function mediaBytes(config: Config, file: StoredFile, api: OrdApi): Promise<Uint8Array> {
  const bytes = await readBytes(config, file.storageKey);
  if (bytes) return bytes;
  // Refused like a field the operator cannot take: trying again would not bring the bytes back.
  // (A store that cannot be reached throws instead: a later send may succeed.)
  throw unmappable(`ord-${api.toLowerCase()}`, 'files', `The bytes of ${file.name} are missing from the file store: upload the file again`);
}
