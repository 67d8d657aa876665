import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { longCommonPasswords } from './common-passwords';
import { passwordMessages, passwordMinLength, passwordProblem } from './password-rule';

const listed = fs.readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);

describe('the rule for a new password', () => {
  it('refuses fewer than 10 characters, spaces at either end not counted', () => {
    for (const password of ['12345678', 'password', ' '.repeat(10), '  abcdefg  ', '123456789']) expect(passwordProblem(password)).toBe(passwordMessages.tooShort);
    expect(passwordProblem('a quiet river')).toBeNull();
    expect(passwordProblem('ёжик в тумане')).toBeNull();
  });

  it('refuses every one of the 10,000 common passwords, in any case', () => {
    expect(listed).toHaveLength(10_000);
    for (const password of listed) expect(passwordProblem(password)).not.toBeNull();
    expect(passwordProblem('1234567890')).toBe(passwordMessages.tooCommon);
    expect(passwordProblem('BasketBall')).toBe(passwordMessages.tooCommon);
  });

  it('keeps in the bundle exactly the listed passwords long enough to pass the length rule', () => {
    const long = new Set(listed.filter((p) => p.length >= passwordMinLength).map((p) => p.toLowerCase()));
    expect([...longCommonPasswords].sort()).toEqual([...long].sort());
  });

  it('refuses more than 256 characters', () => {
    expect(passwordProblem('x'.repeat(257))).toBe(passwordMessages.tooLong);
    expect(passwordProblem('x'.repeat(256))).toBeNull();
  });
});
