/** Password hashing with argon2id (DESIGN.md "Security"). */
import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  // OWASP's argon2id profile (19 MiB, 2 passes): a sign-in costs tens of milliseconds, not hundreds.
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
