/**
 * Everything a route or a job handler needs, built once at start (main.ts) or per test.
 */
import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppModule } from './app-module';
import type { Database, Executor } from './db/connection';
import type { HookRegistry } from './entity-service/entity-hooks';

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

export interface Jobs {
  /** Enqueue a job; inside a business transaction pass its executor so both commit together. */
  enqueue(name: string, data: Record<string, unknown>, executor?: Executor): Promise<string>;
  /** Register the handler of a job name; its return value is the task's SUCCESS detail. */
  handle(name: string, handler: (data: Record<string, unknown>, taskId: string) => Promise<unknown>): void;
  state(taskId: string): Promise<{ state: TaskState; detail: unknown } | null>;
  stop(): Promise<void>;
}

export interface StoredFile {
  id: number;
  name: string;
  size: number;
}

export interface FileStore {
  /** Store bytes as a file record; `temp` marks generated files served by files/temp/. */
  save(input: { name: string; data: Buffer | NodeJS.ReadableStream; contentType?: string; temp?: boolean; userId?: number | null }): Promise<StoredFile>;
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
