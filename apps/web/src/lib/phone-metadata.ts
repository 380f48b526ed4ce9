// libphonenumber with its "min" metadata (≈ 21 kB gzip): imported only by the phone input's chunk
// and, on demand, by `phone-number.ts`, so no page downloads it before a phone field shows.
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

export { metadata as phoneMetadata };

/** Whether `value` (E.164, '+46701234567') is a real phone number. */
export function isValidPhoneSync(value: string): boolean {
  return value !== '' && isValidPhoneNumber(value, metadata);
}

/** `+46701234567` → `{ countryCode: '+46', number: '701234567' }`; null when it is not a valid number. */
export function splitPhoneSync(value: string): { countryCode: string; number: string } | null {
  const parsed = value ? parsePhoneNumberFromString(value, metadata) : undefined;
  if (!parsed?.isValid()) return null;
  return { countryCode: `+${parsed.countryCallingCode}`, number: String(parsed.nationalNumber) };
}

/** Every country the metadata knows, with its dial code ('+46'). */
export function phoneCountryCodes(): { country: CountryCode; dialCode: string }[] {
  return getCountries(metadata).map((country) => ({
    country,
    dialCode: `+${getCountryCallingCode(country, metadata)}`,
  }));
}

/** `+46701234567` → `+46 70 123 45 67`, as people write it; an unreadable value as it came. */
export function formatPhoneSync(value: string): string {
  const parsed = value ? parsePhoneNumberFromString(value, metadata) : undefined;
  return parsed ? parsed.formatInternational() : value;
}
