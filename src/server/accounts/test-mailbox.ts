/**
 * Tests only: the mails written as .eml files under `${dataDir}/mail` when no SMTP server is
 * configured. Mail may be sent by a background job, so reading polls for a few seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function parse(file: string): ReceivedMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const header = (name: string) => head.match(new RegExp(`^${name}: *(.*)$`, 'im'))?.[1]?.trim() ?? '';
  return { file, to: header('To'), subject: header('Subject'), text: raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

export function mailsTo(config: Config, email: string): ReceivedMail[] {
  const dir = path.join(config.dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parse(path.join(dir, name)))
    .filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** Wait until the count of mails to `email` exceeds `seen`; answers the newest one. */
export async function nextMailTo(config: Config, email: string, seen = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(config, email);
    if (mails.length > seen) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The one-time token of the `/signup/{token}` link in a mail. */
export function signupToken(mail: ReceivedMail, publicUrl: string): string {
  const match = mail.text.match(new RegExp(`${publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/signup/([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No signup link in the mail: ${mail.text}`);
  return match[1];
}
