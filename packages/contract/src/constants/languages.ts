export const LANGUAGES = ['en', 'sv', 'fr', 'pt'] as const;

/** True for one of the four interface languages. */
export function isLanguage(value: unknown): value is (typeof LANGUAGES)[number] {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
