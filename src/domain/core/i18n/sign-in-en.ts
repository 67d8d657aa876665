/** English texts of the login screen: the keys of its Russian texts, each its own English text. */
import type { Catalogue } from './messages';
import { signInRu } from './sign-in-ru';

export const signInEn: Catalogue = Object.fromEntries(Object.keys(signInRu).map((key) => [key, key]));
