/**
 * Everything a route or a job handler needs, built once at start (main.ts) or per test.
 */
import type { Logger } from 'pino';
import type { RefusalCode } from '../domain/core/refusals/refusal-codes';
import type { MessageValues } from '../domain/core/refusals/render-message';
import type { Config } from './config';
import type { AppModule } from './app-module';
import type { Database, Executor } from './db/connection';
import type { HookRegistry } from './items/entity-hooks';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Queue a message; it is sent by a background job with retries. */
  send(mail: OutgoingMail, executor?: Executor): Promise<void>;
}

export type TaskState = 'PENDING' | 'STARTED' | 'SUCCESS' | 'FAILURE';

/** `GET /api/celery/task/{id}/`: a FAILURE also carries its reason's message code and values, as a refusal does. */
export interface TaskStatus {
  state: TaskState;
  detail: unknown;
  code?: RefusalCode;
  values?: MessageValues;
}

export interface EnqueueOptions {
  /** Inside a business transaction: its executor, so the task commits (or not) with the write. */
  executor?: Executor;
  /**
   * Run once at a time per scope (a key such as 'all' or `user:7`): while a task of this name
   * and scope is PENDING or STARTED, answer that task's id instead of queueing another.
   */
  singleFlight?: string;
  /** Start no sooner than this many seconds from now (a retry after a backoff, a later poll). */
  startAfterSeconds?: number;
}

export interface Jobs {
  /**
   * Enqueue a job; answers its task id. Inside a business transaction pass its executor (or
   * `{executor}`) so both commit together; `{singleFlight}` joins a running task of the scope.
   */
  enqueue(name: string, data: Record<string, unknown>, options?: Executor | EnqueueOptions): Promise<string>;
  /** Register the handler of a job name; its return value is the task's SUCCESS detail. */
  handle(name: string, handler: (data: Record<string, unknown>, taskId: string) => Promise<unknown>): void;
  state(taskId: string): Promise<TaskStatus | null>;
  /** A running task's progress (a small JSON value): its STARTED state's detail until it ends. */
  progress(taskId: string, progress: Record<string, unknown>): Promise<void>;
  /** The id of the task of this name queued last (finished or not), or null when none was. */
  latestTask(name: string): Promise<string | null>;
  stop(): Promise<void>;
}

export interface StoredFile {
  id: number;
  name: string;
  size: number;
}

export interface FileStore {
  /** Store bytes as a file record; `temp` marks generated files served by files/temp/. */
  save(input: {
    name: string;
    data: Buffer | NodeJS.ReadableStream;
    contentType?: string;
    temp?: boolean;
    userId?: number | null;
    /** The transaction the file's record joins (it rolls back with it); the database's own connection otherwise. */
    executor?: Executor;
  }): Promise<StoredFile>;
}

export interface ServerContext {
  config: Config;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  jobs: Jobs;
  files: FileStore;
  /** The modules this process is built from (app-modules.ts): routes, jobs, hooks. */
  modules: readonly AppModule[];
  /** Every entity's hooks, from the modules' lists. */
  hooks: HookRegistry;
}
