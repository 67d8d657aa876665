/**
 * File bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph, Yandex Object Storage, moto):
 * `<prefix><key>` objects. Uploads stream in multipart parts (@aws-sdk/lib-storage: a few 5 MB
 * parts in flight, aborted on failure so no object is left); downloads stream the object's body.
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkStorageKey, StoreUnavailableError, storageKeyPattern, type ByteStore, type StoredObject } from './byte-store';
import type { S3StoreConfig } from './files-store-config';

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function s3ClientConfig(config: S3StoreConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Other S3-compatible servers do not all know the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
}

// The SDK is loaded on the first call, not at the server's start (it takes most of a second).
const sdk = async () => ({ ...(await import('@aws-sdk/client-s3')), ...(await import('@aws-sdk/lib-storage')) });

export function s3ByteStore(config: S3StoreConfig, given?: S3Client): ByteStore {
  const { bucket, prefix } = config;
  let made: Promise<{ client: S3Client } & Awaited<ReturnType<typeof sdk>>> | null = null;
  const s3 = () => (made ??= sdk().then((loaded) => ({ ...loaded, client: given ?? new loaded.S3Client(s3ClientConfig(config)) })));
  const objectKey = (key: string) => `${prefix}${checkStorageKey(key)}`;
  return {
    description: `S3 bucket ${bucket}${prefix ? ` (prefix ${prefix})` : ''}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(key, data: Readable) {
      let sourceError: unknown = null;
      data.once('error', (error) => (sourceError = error));
      const { Upload, client } = await s3();
      const upload = new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: data }, queueSize: 4, partSize: 5 * 1024 * 1024, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError) throw sourceError;
        throw new StoreUnavailableError(error);
      }
      if (sourceError) {
        await this.remove(key).catch(() => {});
        throw sourceError;
      }
    },
    async get(key) {
      try {
        const { GetObjectCommand, client } = await s3();
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { stream: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StoreUnavailableError(error);
      }
    },
    async remove(key) {
      try {
        const { DeleteObjectCommand, client } = await s3();
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw new StoreUnavailableError(error);
      }
    },
    async *list(): AsyncIterable<StoredObject> {
      const { ListObjectsV2Command, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = (object.Key ?? '').slice(prefix.length);
          if (storageKeyPattern.test(key)) yield { key, size: Number(object.Size ?? 0), modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
