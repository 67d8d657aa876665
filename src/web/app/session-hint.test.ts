import { afterEach, describe, expect, it, vi } from 'vitest';
import { appVersionKey, checkAppVersion, resetAppVersionCheck } from './app-version';
import { hasSessionHint, setSessionHint } from './session-hint';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

describe('the session hint', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
    resetAppVersionCheck();
  });

  it('is the signed-in marker cookie the server sets beside the session cookie', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'signedIn=1; Path=/';
    expect(hasSessionHint()).toBe(true);
  });

  it('survives a new release: the version check clears local settings, not the session', () => {
    setSessionHint(true);
    localStorage.setItem(appVersionKey, '1.0');
    localStorage.setItem('table.orders.columns', '["id"]');
    const env = { storage: localStorage, alert: vi.fn(), reload: vi.fn(), message: () => 'new version' };
    expect(checkAppVersion('1.1', env)).toBe(true);
    expect(localStorage.getItem('table.orders.columns')).toBeNull();
    expect(hasSessionHint()).toBe(true);
  });

  it('goes on a 401 or a sign-out', () => {
    document.cookie = 'signedIn=1; Path=/';
    setSessionHint(false);
    expect(hasSessionHint()).toBe(false);
    expect(document.cookie).not.toContain('signedIn=1');
  });

  it("carries an earlier release's hint (local storage) over to the marker once", () => {
    localStorage.setItem('session.hint', '1');
    expect(hasSessionHint()).toBe(true);
    expect(localStorage.getItem('session.hint')).toBeNull();
    localStorage.clear();
    expect(hasSessionHint()).toBe(true);
  });
});
