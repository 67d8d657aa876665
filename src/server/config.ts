/**
 * Every environment variable of the server, in one place (the README's configuration table
 * lists the same). Outside services (DADATA_*, PIPEDRIVE_*, later the registry operators…)
 * are read when called, through integrations/service-config.ts, by their declared settings.
 */
import os from 'node:os';
import path from 'node:path';
import { defaultListReads } from './db/list-lane';
import { configureBusinessTimeZone, defaultBusinessTimeZone } from '../domain/core/calendar/business-day';
import { defaultHeartbeatSeconds } from './jobs/task-heartbeat';
import { readFilesStoreConfig, type FilesStoreConfig } from './files/files-store-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  maxUploadMb: number;
  /** 'inline' runs the job worker in the API process; 'off' leaves it to `npm run worker`. */
  worker: 'inline' | 'off';
  logLevel: string;
  loginRateLimit: number;
  sessionDays: number;
  appVersion: string;
  /** Behind a load balancer: trust its X-Forwarded-For for the client address (login rate limit). */
  trustProxy: boolean;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /** List reads holding PostgreSQL connections at once per process (list-lane.ts): by default the cores shared by the API processes; the rest of the pool stays free for writes. */
  databaseListReads: number;
  /** API processes sharing the port (node:cluster); above 1 needs PostgreSQL. */
  apiProcesses: number;
  /** The embedded database's shared_buffers (PostgreSQL units, e.g. 32MB). */
  embeddedSharedBuffers: string;
  /** The profiler keeps requests slower than this even while it is not recording every request. */
  profilerSlowMs: number;
  /** The company's time zone: when its business day turns over (domain/calendar/business-day.ts). */
  businessTimeZone: string;
  /** Seconds between the heartbeats of running tasks; a task silent for three is failed (jobs/task-heartbeat.ts). */
  taskHeartbeatSeconds: number;
  /** The company's language: the seeded reference data's names (`COMPANY_LANGUAGE`). */
  companyLanguage: CompanyLanguage;
  /** Where file bytes live: `DATA_DIR/files`, or the S3-compatible bucket of `FILES_S3_BUCKET`. */
  filesStore: FilesStoreConfig;
}

export type CompanyLanguage = 'en' | 'ru';

/**
 * The embedded database's own page cache. PGlite keeps its 128 MB default resident from the start;
 * its files are cached by the operating system as well, and the orders list measured no slower
 * with 32 MB, while the server's memory before any request went from about 495 to 418 MB.
 */
export const defaultEmbeddedSharedBuffers = '32MB';

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads the environment; it also sets the process's business clock to `BUSINESS_TIME_ZONE`. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const businessTimeZone = env.BUSINESS_TIME_ZONE || defaultBusinessTimeZone;
  const dataDir = path.resolve(env.DATA_DIR || './data');
  configureBusinessTimeZone(businessTimeZone);
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Back office <no-reply@localhost>',
    maxUploadMb: intFrom(env.MAX_UPLOAD_MB, 25),
    worker: env.WORKER === 'off' ? 'off' : 'inline',
    logLevel: env.LOG_LEVEL || 'info',
    loginRateLimit: intFrom(env.LOGIN_RATE_LIMIT, 10),
    sessionDays: 7,
    appVersion: env.APP_VERSION || process.env.npm_package_version || '0.1.0',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10),
    databaseListReads: intFrom(env.DATABASE_LIST_READS, defaultListReads(os.availableParallelism(), intFrom(env.API_PROCESSES, 1))),
    apiProcesses: intFrom(env.API_PROCESSES, 1),
    embeddedSharedBuffers: /^\d+(kB|MB|GB)$/.test(env.EMBEDDED_SHARED_BUFFERS ?? '') ? env.EMBEDDED_SHARED_BUFFERS! : defaultEmbeddedSharedBuffers,
    profilerSlowMs: intFrom(env.PROFILER_SLOW_MS, 500),
    businessTimeZone,
    taskHeartbeatSeconds: intFrom(env.TASK_HEARTBEAT_SECONDS, defaultHeartbeatSeconds),
    companyLanguage: env.COMPANY_LANGUAGE === 'ru' ? 'ru' : 'en',
    filesStore: readFilesStoreConfig(env, dataDir),
  };
}
