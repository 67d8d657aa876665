/**
 * The account calls the auth state and the login form make, through the declared actions of the
 * accounts area and the data provider. A chunk of its own, provided to the shell by
 * `provideAccountCalls` (src/web/main.tsx), so that neither the declarations (zod) nor the data
 * provider are on the way to the login form.
 */
import { currentAccount, requestPasswordLink, setPassword, signIn, signOut } from '../../domain/accounts/account-actions';
import { callAction } from '../app/call-action';

/** The signed-in account; a 401 is not reported as a lost session (it is the check itself). */
export const fetchCurrentAccount = () => callAction(currentAccount, { quiet401: true });

export const signOutCall = () => callAction(signOut);

export const signInCall = (email: string, password: string) => callAction(signIn, { body: { email, password } });

export const passwordLinkCall = (email: string) => callAction(requestPasswordLink, { body: { email } });

export const setPasswordCall = (token: string, password: string) => callAction(setPassword, { body: { token, password } });
