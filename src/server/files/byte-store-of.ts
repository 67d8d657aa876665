/** The byte store of a configuration, one per distinct setting (an S3 client keeps its connections). */
import type { ByteStore } from './byte-store';
import type { FilesStoreConfig } from './files-store-config';
import { localByteStore } from './local-byte-store';
import { s3ByteStore } from './s3-byte-store';

const stores = new Map<string, ByteStore>();

export function byteStoreOf(config: { filesStore: FilesStoreConfig }): ByteStore {
  const id = JSON.stringify(config.filesStore);
  let store = stores.get(id);
  if (!store) {
    store = config.filesStore.kind === 's3' ? s3ByteStore(config.filesStore) : localByteStore(config.filesStore.dir);
    stores.set(id, store);
  }
  return store;
}
