/**
 * `npm run files:to-s3`: the local file store (DATA_DIR/files) copied into the S3 bucket the
 * server is configured with (FILES_S3_BUCKET, FILES_S3_PREFIX, S3_ENDPOINT, AWS_*), checked by
 * size and SHA-256; safe to run twice. Exits 1 when a file could not be copied.
 */
import path from 'node:path';
import { readConfig } from './config';
import { byteStoreOf } from './files/byte-store-of';
import { copyStore } from './files/copy-to-s3';
import { localByteStore } from './files/local-byte-store';

const config = readConfig();
if (config.filesStore.kind !== 's3') {
  console.error('Set FILES_S3_BUCKET (and S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY as needed) to the bucket the files go to.');
  process.exit(1);
}
const source = localByteStore(path.join(config.dataDir, 'files'));
const target = byteStoreOf(config);
console.log(`Copying ${source.description} to ${target.description}`);
const report = await copyStore(source, target, (line) => console.log(line));
console.log(`${report.copied} files copied (${report.bytes} bytes), ${report.alreadyThere} already there with the same bytes, ${report.failed.length} failed`);
for (const failure of report.failed) console.error(`${failure.key}: ${failure.reason}`);
process.exit(report.failed.length ? 1 : 0);
