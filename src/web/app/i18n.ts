/**
 * i18next setup: English default, Russian; the choice is kept in localStorage. Keys are English
 * texts (no key or namespace separators), so a missing key falls back to the text itself; a
 * missing `fields.someName` label becomes "Some name". It starts with the login screen's texts
 * only; `loadCatalogues` adds the whole catalogues of both languages (a chunk of their own),
 * before anything past the login form is shown.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '../../domain/core/i18n/languages';
import { signInEn } from '../../domain/core/i18n/sign-in-en';
import { signInRu } from '../../domain/core/i18n/sign-in-ru';

export const languageKey = 'language';

export function storedLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(languageKey) : null;
  return (languages as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

/** "fields.pipeOrganization" → "Pipe organization" */
export function humanizeKey(key: string): string {
  const last = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1) : key;
  if (!/^[a-z][A-Za-z0-9]*$/.test(last) || last === key) return key;
  const words = last.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: signInEn }, ru: { translation: signInRu } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  parseMissingKeyHandler: (key: string, defaultValue?: string) => defaultValue ?? humanizeKey(key),
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = storedLanguage();

let loadingCatalogues: Promise<void> | null = null;

/** Adds the whole catalogues (once; a failed load is tried again on the next call). */
export function loadCatalogues(): Promise<void> {
  loadingCatalogues ??= import('../../domain/core/i18n').then(
    ({ en, ru }) => {
      i18n.addResourceBundle('en', 'translation', en, true, true);
      i18n.addResourceBundle('ru', 'translation', ru, true, true);
    },
    (error: unknown) => {
      loadingCatalogues = null;
      throw error;
    },
  );
  return loadingCatalogues;
}

/** The account's language when the user has not chosen one on this browser. */
export function adoptAccountLanguage(locale: string): void {
  if (localStorage.getItem(languageKey) === null && (languages as readonly string[]).includes(locale) && locale !== i18n.language) {
    void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }
}

export function setLanguage(language: Language): void {
  localStorage.setItem(languageKey, language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
