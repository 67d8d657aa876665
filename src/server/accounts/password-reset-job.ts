/**
 * The work of a password reset request, done by the worker after the answer: the request
 * route only queues this task (the same work whatever the email), so the answer's timing does
 * not tell whether an account exists. An active account gets a reset link by mail; an unknown
 * or inactive email gets nothing.
 */
import { sql } from 'drizzle-orm';
import { user } from '../../domain/accounts/accounts';
import { systemReader } from '../items/readers';
import { defineJob } from '../jobs/job-handlers';
import { mailPasswordLink } from './password-links';

export const passwordResetJob = 'accounts.password-reset';

export const passwordReset = defineJob(passwordResetJob, async (ctx, data) => {
  const users = systemReader('a reset request names its account by email, before anyone is signed in').rows(user);
  const rows = await ctx.database.db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(sql`lower(${users.email}) = ${String(data.email)} and ${users.isActive}`)
    .limit(1);
  const account = rows[0];
  if (account) {
    await ctx.database.db.transaction((tx) =>
      mailPasswordLink(ctx, tx, { id: Number(account.id), email: account.email as string, fullName: account.fullName as string }, 'reset'),
    );
  }
  // Nothing in the task's result tells whether the email was known. A failed write rolls back
  // whole (link and queued mail), so a retry never mails a second link.
  return null;
}, { retryLimit: 2, retryDelay: 5 });
