/**
 * Whether this browser signed in and has not been told since that the session is over. The
 * session cookie is HttpOnly, so the page cannot see it; without this hint a cold load of the
 * sign-in page would ask for the current account only to get a 401 (a console error on every
 * visit). With no hint the app shows the sign-in page at once; signing in sets the hint, a 401
 * or signing out clears it.
 */
const key = 'session.hint';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return true;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): the app asks the server every time.
  }
}
