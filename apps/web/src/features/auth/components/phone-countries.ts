import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

export { metadata as phoneMetadata };

export interface PhoneCountry {
  country: CountryCode;
  /** Localised country name. */
  name: string;
  /** '+46' */
  dialCode: string;
}

/**
 * Country names come from the browser (Intl.DisplayNames) in the interface language, so no list of
 * names has to be downloaded; the dial codes from libphonenumber's metadata, shared with the
 * sign-up phone field.
 */
export function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

const cache = new Map<string, PhoneCountry[]>();

/** Every country with a dial code, sorted by its name in `language`. */
export function phoneCountries(language: string): PhoneCountry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const list = getCountries(metadata)
    .map((country) => ({
      country,
      name: names?.of(country) ?? country,
      dialCode: `+${getCountryCallingCode(country, metadata)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cache.set(language, list);
  return list;
}

export function dialCodeOf(country: string): string | null {
  try {
    return `+${getCountryCallingCode(country as CountryCode, metadata)}`;
  } catch {
    return null;
  }
}
