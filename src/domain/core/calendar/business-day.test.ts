import { afterEach, describe, expect, it } from 'vitest';
import { businessDay, businessDaySql, businessTimeZone, configureBusinessTimeZone, defaultBusinessTimeZone, isTimeZone } from './business-day';

afterEach(() => configureBusinessTimeZone(defaultBusinessTimeZone));

describe('the business day', () => {
  it('turns over at midnight in Moscow, not at midnight UTC', () => {
    expect(businessDay(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11-30');
    expect(businessDay(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01');
    expect(businessDay(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it('follows the configured zone', () => {
    configureBusinessTimeZone('America/New_York');
    expect(businessTimeZone()).toBe('America/New_York');
    expect(businessDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(businessDaySql()).toBe("(now() at time zone 'America/New_York')::date");
  });

  it('refuses a zone that does not exist or could break the SQL', () => {
    expect(isTimeZone('Europe/Moscow')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone("UTC'; drop table orders; --")).toBe(false);
    expect(() => configureBusinessTimeZone('Mars/Olympus')).toThrow('Unknown time zone "Mars/Olympus"');
    expect(businessTimeZone()).toBe(defaultBusinessTimeZone);
  });
});
