/**
 * The signed-in marker: a non-secret cookie set beside the HttpOnly session cookie, with the same
 * lifetime, and cleared with it. The page cannot see the session cookie; the marker tells it that a
 * session probably exists, so a cold load asks for the current account instead of showing the
 * sign-in form. Unlike local storage it survives a release (spec 2 §4 clears local settings).
 */
export const signedInMarkerCookie = 'signedIn';
