/**
 * Which file store the process uses: `FILES_S3_BUCKET` switches it to that S3-compatible bucket
 * (`FILES_S3_PREFIX`, `S3_ENDPOINT` with path-style addressing, the SDK's `AWS_REGION`,
 * `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` or its default credential chain); without it,
 * the local disk under `DATA_DIR/files`.
 */
import path from 'node:path';

export interface S3StoreConfig {
  kind: 's3';
  bucket: string;
  prefix: string;
  endpoint: string | null;
  region: string;
  /** Only when both keys are given in the environment read; otherwise the SDK's default chain. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

export type FilesStoreConfig = { kind: 'local'; dir: string } | S3StoreConfig;

export function readFilesStoreConfig(env: NodeJS.ProcessEnv, dataDir: string): FilesStoreConfig {
  const bucket = env.FILES_S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local', dir: path.join(dataDir, 'files') };
  const prefix = env.FILES_S3_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint: env.S3_ENDPOINT?.trim() || null,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}) }
        : null,
  };
}
