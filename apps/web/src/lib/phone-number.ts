import type { User } from '@academy/contract';

/**
 * The one phone-number format of the app (sign-up, sign-in, /account): the phone input's value is
 * E.164 ('+46701234567', '' when empty); the API's `phoneNumber` is `{ countryCode: '+46', number:
 * '701234567' }`. A number without a country is read as Swedish (spec §9).
 */
export const DEFAULT_PHONE_COUNTRY = 'SE';

export type PhoneNumber = NonNullable<User['phoneNumber']>;

/** Where each interface language is mostly spoken among the academy's families. */
const LANGUAGE_COUNTRY: Record<string, string> = { sv: 'SE', pt: 'PT', fr: 'FR' };

function regionOf(locale: string): { language: string; region: string | null } {
  try {
    const parsed = new Intl.Locale(locale);
    return { language: parsed.language, region: parsed.region ?? null };
  } catch {
    return { language: locale.slice(0, 2).toLowerCase(), region: null };
  }
}

/**
 * The phone field's first country (docs/spec-changes.md: the spec started every field at Sweden):
 * the browser's own region for the interface language (pt-BR → Brazil, en-NG → Nigeria), else any
 * region the browser names, else the language's country (pt → Portugal), else Sweden.
 */
export function defaultPhoneCountry(
  language: string,
  browserLocales: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  const locales = browserLocales.map(regionOf);
  const same = locales.find((locale) => locale.language === language && locale.region);
  if (same?.region) return same.region;
  const any = locales.find((locale) => locale.region);
  if (any?.region && !LANGUAGE_COUNTRY[language]) return any.region;
  return LANGUAGE_COUNTRY[language] ?? any?.region ?? DEFAULT_PHONE_COUNTRY;
}

/** `{ countryCode: '+46', number: '701234567' }` → '+46701234567' ('' for none). */
export function formatPhone(phone: User['phoneNumber'] | undefined): string {
  if (!phone) return '';
  const code = phone.countryCode.startsWith('+') ? phone.countryCode : `+${phone.countryCode}`;
  return `${code}${phone.number}`;
}

// The metadata downloads with the phone input; these wait for it if a form is checked before.
const metadata = () => import('./phone-metadata');

/** Whether the phone input's value is a real number (false for ''). */
export async function isValidPhone(value: string): Promise<boolean> {
  if (!value) return false;
  return (await metadata()).isValidPhoneSync(value);
}

/** The phone input's value as the API's `phoneNumber`; null when it is not a valid number. */
export async function splitPhone(value: string): Promise<PhoneNumber | null> {
  if (!value) return null;
  return (await metadata()).splitPhoneSync(value);
}
