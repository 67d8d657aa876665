/** Emails are trimmed and compared lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
