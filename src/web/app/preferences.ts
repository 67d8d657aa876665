/** Small user preferences: cookies of 7 days (spec 1 §9) and localStorage JSON helpers. */
const weekSeconds = 7 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${weekSeconds}; path=/; SameSite=Lax`;
}

export function readJson<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export const openRowCookie = 'openRowOnDoubleClick';

export function openRowOnDoubleClick(): boolean {
  return readCookie(openRowCookie) === 'true';
}

/** spec 2 §3 User: the personal display setting `canSeeWarnings` (a cookie of 7 days; on unless turned off). */
export const seeWarningsCookie = 'canSeeWarnings';

export function canSeeWarnings(): boolean {
  return readCookie(seeWarningsCookie) !== 'false';
}
