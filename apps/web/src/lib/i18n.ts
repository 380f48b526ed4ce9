import i18next, { type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from './storage';

export const SUPPORTED_LANGUAGES = ['en', 'sv', 'fr', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
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

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

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
  if (!options.resources) i18n.use(HttpBackend);
  i18n.use(initReactI18next);
  i18n.on('languageChanged', applyLanguage);
  const ready = i18n.init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    resources: options.resources,
    backend: { loadPath: '/assets/i18n/{{lng}}.json' },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  applyLanguage(lng);
  return ready;
}
