/**
 * The three modes of the login form (spec 2 §2.8, §5) as data: their fields, their button, the
 * declared action each calls, and where a refusal is shown. Every text input is trimmed, the
 * passwords too (as they are when they are set).
 */
import { checkRule } from '../../../domain/core/rules/field-rules';
import { passwordProblem } from '../../../domain/core/passwords/password-rule';
import { loadAccountCalls } from '../load-account-calls';

export type LoginMode = 'signIn' | 'restore' | 'signUp';
export type LoginField = 'email' | 'password' | 'newPassword' | 'confirmPassword';
export type LoginValues = Record<LoginField, string>;

export const mismatchMessage = 'Password confirmation does not match the password!';
export const missingTokenMessage = 'The link has no password token. Ask for a new one.';

export interface ModeSpec {
  /** i18n key of the screen's title. */
  title: string;
  fields: LoginField[];
  /** i18n key of the submit button. */
  submit: string;
  call(values: LoginValues, token: string | null): Promise<unknown>;
  /** A refusal in the form's alert (else as a notification), with this text when it has none. */
  refusalInForm: boolean;
  fallbackRefusal?: string;
  /** Notified on success. */
  success?: string;
}

export const loginModes: Record<LoginMode, ModeSpec> = {
  signIn: {
    title: 'Log in',
    fields: ['email', 'password'],
    submit: 'Log in',
    call: async (v) => (await loadAccountCalls()).signInCall(v.email.trim(), v.password.trim()),
    refusalInForm: true,
    fallbackRefusal: 'Incorrect email or password!',
  },
  restore: {
    title: 'Reset password',
    fields: ['email'],
    submit: 'Reset password',
    call: async (v) => (await loadAccountCalls()).passwordLinkCall(v.email.trim()),
    refusalInForm: false,
    success: 'A link to reset your password has been sent to your email address',
  },
  signUp: {
    title: 'Create password',
    fields: ['newPassword', 'confirmPassword'],
    submit: 'Create',
    call: async (v, token) => (await loadAccountCalls()).setPasswordCall(token ?? '', v.newPassword.trim()),
    refusalInForm: true,
  },
};

/** The confirmation differs from the new password (once something is typed in it). */
export function passwordMismatch(values: LoginValues): boolean {
  return values.confirmPassword.trim() !== '' && values.confirmPassword.trim() !== values.newPassword.trim();
}

/**
 * What is wrong with a typed field, shown under it: a new password against the server's own
 * rule (the same message as its 400), a confirmation that differs. Nothing while it is empty.
 */
export function fieldProblem(field: LoginField, values: LoginValues): string | null {
  const value = values[field].trim();
  if (value === '') return null;
  if (field === 'newPassword') return passwordProblem(value);
  if (field === 'confirmPassword') return passwordMismatch(values) ? mismatchMessage : null;
  return null;
}

function fieldValid(field: LoginField, values: LoginValues): boolean {
  const value = values[field].trim();
  if (value === '') return false;
  if (field === 'email') return checkRule('email', value) === null;
  return fieldProblem(field, values) === null;
}

export function modeValid(mode: LoginMode, values: LoginValues, token: string | null): boolean {
  return (mode !== 'signUp' || !!token) && loginModes[mode].fields.every((field) => fieldValid(field, values));
}
