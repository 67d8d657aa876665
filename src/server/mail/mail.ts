/**
 * Outgoing mail. `send` queues a `mail.send` job (inside the caller's transaction when one is
 * given, so a rolled-back sign-up sends nothing); the job sends through SMTP when SMTP_URL is
 * set, otherwise it writes the message as an .eml file under DATA_DIR/mail/ (development and
 * tests read the links there). pg-boss retries a failed send.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { defineJob } from '../jobs/job-handlers';
import type { Jobs, Mailer, OutgoingMail } from '../server-context';

export const mailJob = 'mail.send';

export function createMailer(jobs: Jobs): Mailer {
  return {
    async send(mail, executor) {
      const data: Record<string, unknown> = { to: mail.to, subject: mail.subject, text: mail.text };
      if (mail.html) data.html = mail.html;
      await jobs.enqueue(mailJob, data, executor);
    },
  };
}

/** RFC 2047 for a header value that is not plain ASCII. */
function headerValue(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** The message as RFC 822 text; bodies are 8bit and verbatim so links can be read back. */
export function emlText(config: Config, mail: OutgoingMail, date = new Date()): string {
  const headers = [
    `From: ${headerValue(config.mailFrom)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${new URL(config.publicUrl).hostname || 'localhost'}>`,
    'MIME-Version: 1.0',
  ];
  if (!mail.html) {
    return [...headers, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', mail.text, ''].join('\r\n');
  }
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export function mailDir(config: Config): string {
  return path.join(config.dataDir, 'mail');
}

async function deliver(config: Config, mail: OutgoingMail, taskId: string): Promise<{ delivered: string }> {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    try {
      const info = await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return { delivered: String(info.messageId ?? 'smtp') };
    } finally {
      transport.close();
    }
  }
  const dir = mailDir(config);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${taskId}.eml`);
  // Written under a temporary name first so a reader never sees half a message.
  await fs.promises.writeFile(`${file}.part`, emlText(config, mail));
  await fs.promises.rename(`${file}.part`, file);
  return { delivered: path.basename(file) };
}

function mailOf(data: Record<string, unknown>): OutgoingMail {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  if (!text('to')) throw new Error('Mail without a recipient');
  return { to: text('to'), subject: text('subject'), text: text('text'), ...(text('html') ? { html: text('html') } : {}) };
}

export const mailDelivery = defineJob(mailJob, (ctx, data, taskId) => deliver(ctx.config, mailOf(data), taskId), {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
});

