/** The authentication calls of the accounts area (API.md "Authentication"). */
import { z } from 'zod';
import { maySignOutAccount } from './account-access';
import { messages } from '../core/rules/field-rules';
import { passwordMaxLength, passwordProblem } from '../core/passwords/password-rule';
import { defineAction } from '../core/actions/action';

const text = (max: number) => z.string({ error: messages.required }).max(max, { error: messages.invalid });
const requiredText = (max: number) => text(max).min(1, { error: messages.required });
const noContent = z.null();

export const signIn = defineAction({
  method: 'POST',
  path: 'accounts/login/',
  summary: 'Sign in: answers {token} and sets the `token` cookie (HttpOnly, SameSite=Lax, 7 days)',
  tags: ['accounts'],
  access: 'public',
  body: z.object({ email: requiredText(2_000), password: requiredText(passwordMaxLength) }),
  answer: z.object({ token: z.string() }),
});

export const currentAccount = defineAction({
  method: 'GET',
  path: 'accounts/current/',
  summary: 'The signed-in account',
  tags: ['accounts'],
  access: 'all',
  answer: z.object({
    id: z.number(),
    fullName: z.string(),
    email: z.string(),
    locale: z.string(),
    role: z.enum(['ADMIN', 'MANAGER', 'USER']),
    department: z.number().nullable(),
    isSuperAdmin: z.boolean(),
  }),
});

export const signOut = defineAction({
  method: 'POST',
  path: 'accounts/logout/',
  summary: 'Sign out: revokes the presented token at once and clears the cookie (204)',
  tags: ['accounts'],
  access: 'public',
  status: 204,
  answer: noContent,
});

export const signOutUser = defineAction({
  method: 'POST',
  path: 'accounts/:id/logout/',
  summary: 'Revoke every session of a user (204): the user themself, or an admin or a manager of at least the same rank as the user (403 otherwise)',
  tags: ['accounts'],
  access: 'all',
  params: z.object({ id: z.string() }),
  status: 204,
  answer: noContent,
  availableFor: (actor, user) => maySignOutAccount(actor, { id: Number(user.id), role: String(user.role), isSuperAdmin: !!user.isSuperAdmin }),
  unavailableStatus: 403,
});

export const requestPasswordLink = defineAction({
  method: 'POST',
  path: 'accounts/reset/',
  summary: 'Ask for a password link by mail; 204 whether or not the email exists (the link is valid 24 hours)',
  tags: ['accounts'],
  access: 'public',
  body: z.object({ email: requiredText(2_000) }),
  status: 204,
  answer: noContent,
});

export const setPassword = defineAction({
  method: 'POST',
  path: 'accounts/set/',
  summary: 'Set the password with a one-time link token; signs in: answers {email, token} and sets the cookie',
  tags: ['accounts'],
  access: 'public',
  body: z.object({
    token: text(200),
    password: z
      .string({ error: messages.required })
      .min(1, { error: messages.required, abort: true })
      .superRefine((password, check) => {
        const problem = passwordProblem(password);
        if (problem) check.addIssue({ code: 'custom', message: problem });
      }),
  }),
  answer: z.object({ email: z.string(), token: z.string() }),
});
