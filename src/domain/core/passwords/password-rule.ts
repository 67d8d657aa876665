/**
 * The rule for a new password (API.md "Authentication", ASVS 5): at least 10 characters, not
 * counting spaces at either end, and not one of the 10,000 most common passwords; nothing about
 * composition or strength scores. The same function checks the server's input and the browser's
 * set-password form.
 */
import { longCommonPasswords } from './common-passwords';

export const passwordMinLength = 10;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const passwordMaxLength = 256;

export const passwordMessages = {
  tooShort: `The password must have at least ${passwordMinLength} characters`,
  tooLong: `The password must have at most ${passwordMaxLength} characters`,
  tooCommon: 'This password is too common: choose another one',
};

/** The message of the rule a new password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const counted = Array.from(password.trim()).length;
  if (counted < passwordMinLength) return passwordMessages.tooShort;
  if (password.length > passwordMaxLength) return passwordMessages.tooLong;
  if (longCommonPasswords.has(password.trim().toLowerCase())) return passwordMessages.tooCommon;
  return null;
}
