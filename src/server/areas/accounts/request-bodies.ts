/**
 * Bodies of the authentication calls. Malformed bodies (not an object, missing or non-text
 * fields) are 400 `invalid form data` with field errors, never a 500.
 */
import { z } from 'zod';
import type { FieldErrors } from '../../../domain/entity';
import { messages } from '../../../domain/rules/field-rules';
import { issuesToFieldErrors } from '../../../domain/validation/entity-schema';
import { invalidFormData } from '../../http/api-error';

export const passwordMinLength = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const passwordMaxLength = 256;

export const passwordMessages = {
  tooShort: `The password must have at least ${passwordMinLength} characters`,
  tooLong: `The password must have at most ${passwordMaxLength} characters`,
};

const text = (max: number) => z.string({ error: messages.required }).max(max, { error: messages.invalid });
const requiredText = (max: number) => text(max).min(1, { error: messages.required });

export const loginBody = z.object({ email: requiredText(2_000), password: requiredText(passwordMaxLength) });
export const resetBody = z.object({ email: requiredText(2_000) });
export const setPasswordBody = z.object({
  token: text(200),
  password: z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .min(passwordMinLength, { error: passwordMessages.tooShort })
    .max(passwordMaxLength, { error: passwordMessages.tooLong }),
});

export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidFormData({ nonFieldErrors: ['Expected a JSON object'] });
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors: FieldErrors = issuesToFieldErrors(result.error.issues);
    for (const key of Object.keys(errors)) errors[key] = errors[key].slice(0, 1);
    throw invalidFormData(errors);
  }
  return result.data;
}

/** Emails are trimmed and compared lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
