/**
 * Builds the services of the server context (mail, jobs, files) for a database.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/connection';
import type { FileStore, Jobs, Mailer, ServerContext } from './server-context';

function emlMailer(config: Config): Mailer {
  return {
    async send(mail) {
      const dir = path.join(config.dataDir, 'mail');
      fs.mkdirSync(dir, { recursive: true });
      const body = [
        `From: ${config.mailFrom}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
      ].join('\r\n');
      fs.writeFileSync(path.join(dir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`), body);
    },
  };
}

const jobsUnavailable: Jobs = {
  enqueue: async () => {
    throw new Error('Background jobs are not available yet');
  },
  handle: () => {},
  state: async () => null,
  stop: async () => {},
};

const filesUnavailable: FileStore = {
  save: async () => {
    throw new Error('File storage is not available yet');
  },
};

export async function createContext(config: Config, database: Database, logger: Logger): Promise<ServerContext> {
  return { config, database, logger, mailer: emlMailer(config), jobs: jobsUnavailable, files: filesUnavailable };
}
