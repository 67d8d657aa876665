/**
 * App-version check (spec 2 §4, §9): each API response may carry `x-app-version`; the value is
 * kept in localStorage and a change means a new release: alert, drop local settings, reload.
 */
export const appVersionKey = 'appVersion';

export interface VersionEnvironment {
  storage: Storage;
  alert(message: string): void;
  reload(): void;
  message: () => string;
}

let reloading = false;

export function checkAppVersion(version: string | null, env: VersionEnvironment): boolean {
  if (!version || reloading) return false;
  const known = env.storage.getItem(appVersionKey);
  if (known === null) {
    env.storage.setItem(appVersionKey, version);
    return false;
  }
  if (known === version) return false;
  reloading = true;
  env.alert(env.message());
  env.storage.clear();
  env.storage.setItem(appVersionKey, version);
  env.reload();
  return true;
}

/** For tests. */
export function resetAppVersionCheck(): void {
  reloading = false;
}
