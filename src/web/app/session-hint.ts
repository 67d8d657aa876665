/**
 * Whether this browser signed in and has not been told since that the session is over. The
 * session cookie is HttpOnly, so the page cannot see it; without this hint a cold load of the
 * sign-in page would ask for the current account only to get a 401 (a console error on every
 * visit). With no hint the app shows the sign-in page at once.
 *
 * The hint is the signed-in marker cookie the server sets and clears beside the session cookie
 * (domain/accounts/signed-in-marker.ts), not local storage: a new release clears local settings
 * (spec 2 §4, app-version.ts) and must not sign anyone out. A 401 or signing out clears it here
 * too. The hint of earlier releases (local storage) is carried over to the cookie once.
 */
import { signedInMarkerCookie } from '../../domain/core/signed-in-marker';

const legacyKey = 'session.hint';
/** The marker this page writes itself lives as long as a session may (7 days); a 401 clears it. */
const markerMaxAge = 7 * 86_400;

function hasMarker(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${signedInMarkerCookie}=1`);
}

function writeMarker(signedIn: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${signedInMarkerCookie}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${signedIn ? markerMaxAge : 0}${secure}`;
}

export function hasSessionHint(): boolean {
  try {
    if (hasMarker()) return true;
    if (localStorage.getItem(legacyKey) !== '1') return false;
    // Signed in before the marker existed: carry the hint over before a release clears storage.
    localStorage.removeItem(legacyKey);
    writeMarker(true);
    return true;
  } catch {
    return true;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    // The server's marker (its lifetime, its Secure flag) stays as it is when there is one.
    if (!signedIn || !hasMarker()) writeMarker(signedIn);
    localStorage.removeItem(legacyKey);
  } catch {
    // Cookies unavailable: the app asks the server every time.
  }
}
