import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appVersionKey, checkAppVersion, resetAppVersionCheck } from './app-version';

describe('app version check', () => {
  beforeEach(() => resetAppVersionCheck());
  const env = () => ({ storage: localStorage, alert: vi.fn(), reload: vi.fn(), message: () => 'new version' });

  it('stores the first version seen', () => {
    const e = env();
    expect(checkAppVersion('1.0', e)).toBe(false);
    expect(localStorage.getItem(appVersionKey)).toBe('1.0');
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('alerts, clears local settings and reloads on a change', () => {
    localStorage.setItem(appVersionKey, '1.0');
    localStorage.setItem('theme', 'dark');
    const e = env();
    expect(checkAppVersion('1.1', e)).toBe(true);
    expect(e.alert).toHaveBeenCalledWith('new version');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem(appVersionKey)).toBe('1.1');
    expect(e.reload).toHaveBeenCalled();
  });

  it('ignores responses without the header', () => {
    expect(checkAppVersion(null, env())).toBe(false);
  });
});
