import { type Language, LANGUAGES } from '@academy/contract';
import type { Translations } from '../db/schema/index.ts';

/** A stored language code, or en when it is not one of ours. */
export function asLanguage(value: string | null | undefined): Language {
  return value && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';
}

/** The request's language, else the user's, else en. */
export function resolveLanguage(
  requested: Language | undefined,
  user?: { language: string } | null,
): Language {
  return requested ?? asLanguage(user?.language);
}

/** The first of Accept-Language's languages that we speak, else en (pages without a signed-in user). */
export function acceptLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
}

/** Content text in the language, falling back to English. */
export function translate(texts: Translations, language: Language): string {
  return texts[language] ?? texts.en;
}
