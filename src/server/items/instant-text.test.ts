import { describe, expect, it } from 'vitest';
import { isoInstant } from './instant-text';

describe('isoInstant', () => {
  it('writes what toISOString writes, for every fraction PostgreSQL may send and other offsets', () => {
    const texts = [
      '2026-11-23 22:36:56.506+00',
      '2026-11-23 22:36:56+00',
      '2026-11-23 22:36:56.5+00',
      '2026-11-23 22:36:56.123456+00',
      '2026-12-31 23:59:59.999999+00',
      '2026-11-24 01:36:56.506+03',
      '2026-11-23 19:06:56.5-03:30',
    ];
    for (const text of texts) expect(isoInstant(text), text).toBe(new Date(text).toISOString());
  });

  it('takes a Date, keeps null and what is not an instant', () => {
    expect(isoInstant(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678Z');
    expect(isoInstant(null)).toBeNull();
    expect(isoInstant(undefined)).toBeNull();
    expect(isoInstant('soon')).toBe('soon');
  });
});
