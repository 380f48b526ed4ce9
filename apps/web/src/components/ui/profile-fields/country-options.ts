import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@academy/contract';

export interface CountryOption {
  code: string;
  name: string;
}

type CountryNames = { countries: Record<string, string | string[]> };

/** One chunk per language, fetched only when the player form asks for it. */
const LOADERS: Record<Language, () => Promise<{ default: CountryNames }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  sv: () => import('i18n-iso-countries/langs/sv.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  pt: () => import('i18n-iso-countries/langs/pt.json'),
};

/** English entries that list several names start with an official one; these read as people say them. */
const COMMON_ENGLISH: Record<string, string> = {
  CN: 'China',
  CZ: 'Czechia',
  GM: 'The Gambia',
  IR: 'Iran',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  CI: "Côte d'Ivoire",
};

/** The country list (spec §3): ISO code and name in `language`, sorted by name in that language. */
export async function loadCountryOptions(language: Language): Promise<CountryOption[]> {
  const { countries } = (await LOADERS[language]()).default;
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return Object.entries(countries)
    .map(([code, names]) => ({
      code,
      name: (language === 'en' && COMMON_ENGLISH[code]) || (Array.isArray(names) ? names[0]! : names),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function countryOptionsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['countries', language],
    queryFn: () => loadCountryOptions(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
