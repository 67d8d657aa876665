import { afterEach, describe, expect, it } from 'vitest';
import { loadDensity, saveDensity } from './density';

afterEach(() => localStorage.clear());

describe('table density', () => {
  it('is compact until the user chooses otherwise, and kept per user', () => {
    expect(loadDensity(3, localStorage)).toBe('compact');
    saveDensity(3, 'comfortable', localStorage);
    expect(loadDensity(3, localStorage)).toBe('comfortable');
    expect(loadDensity(4, localStorage)).toBe('compact');
  });
});
