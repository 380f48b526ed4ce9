import type { Language } from '@academy/contract';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES } from '@academy/contract/constants';
import { readStorage, writeStorage } from './storage';

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language named in itself, so a visitor finds theirs whatever language is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  pt: 'Português',
  fr: 'Français',
  sv: 'Svenska',
  en: 'English',
};

export const i18n = i18next.createInstance();

export const TRANSLATIONS_PATH = '/assets/i18n';

/**
 * Loads /assets/i18n/{lng}.json with fetch. A few lines instead of i18next-http-backend keeps
 * the first download of every page smaller; i18next itself retries a failed read.
 */
const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    fetch(`${TRANSLATIONS_PATH}/${language}.json`, { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`translations for ${language}: HTTP ${response.status}`);
        return response.json();
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

/** The stored choice, else English; the browser's language is deliberately not consulted (spec §9). */
export function readStoredLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function getLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : readStoredLanguage();
}

export async function setLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
}

function applyLanguage(lng: string): void {
  if (!isLanguage(lng)) return;
  writeStorage(LANGUAGE_STORAGE_KEY, lng);
  document.documentElement.lang = lng;
}

/**
 * Starts i18n. In the app the translations come over HTTP from /assets/i18n/{lng}.json;
 * tests pass `resources` so nothing is fetched.
 */
export function initI18n(options: { resources?: Resource; lng?: Language } = {}): Promise<unknown> {
  const lng = options.lng ?? readStoredLanguage();
  if (!options.resources) i18n.use(fetchBackend);
  i18n.use(initReactI18next);
  i18n.on('languageChanged', applyLanguage);
  const ready = i18n.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    resources: options.resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  applyLanguage(lng);
  return ready;
}
