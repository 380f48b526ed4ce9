import { createRequire } from 'node:module';
import { LANGUAGES, type Language } from '@academy/contract';
import type CountriesLibrary from 'i18n-iso-countries';
import { searchKey } from './normalize.ts';

type Countries = typeof CountriesLibrary;

/** English official names that are longer than what people say; the other languages' names are fine. */
const SHORT_ENGLISH: Record<string, string> = {
  US: 'United States',
  CN: 'China',
  RU: 'Russia',
  IR: 'Iran',
  MK: 'North Macedonia',
  TZ: 'Tanzania',
  TW: 'Taiwan',
  CZ: 'Czechia',
  PS: 'Palestine',
  CI: "Côte d'Ivoire",
  LA: 'Laos',
  VA: 'Vatican City',
  FM: 'Micronesia',
  FK: 'Falkland Islands',
  GM: 'The Gambia',
  CD: 'DR Congo',
};

export interface CountryNames {
  /** The country's name in `language`; the code itself if the library has no name for it. */
  name(code: string, language: Language): string;
  /**
   * The countries that the last words of a query name: an ISO code ('fr', 'prt'), or a name or the
   * start of one (three letters or more) in any of our languages ('portugal', 'sverige', 'suèd').
   */
  match(words: string[]): Set<string> | null;
}

export function loadCountryNames(): CountryNames {
  // The package's main entry registers all 80 of its languages; take only ours.
  const require = createRequire(import.meta.url);
  const countries = require('i18n-iso-countries/index.js') as Countries;
  for (const language of LANGUAGES) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
  }

  const byCode = new Map<string, string>();
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    byCode.set(alpha2.toLowerCase(), alpha2);
    byCode.set(alpha3.toLowerCase(), alpha2);
  }
  const names: { key: string; code: string }[] = [];
  for (const language of LANGUAGES) {
    for (const [code, list] of Object.entries(countries.getNames(language, { select: 'all' }))) {
      for (const name of list) names.push({ key: searchKey(name), code });
    }
  }
  for (const [code, name] of Object.entries(SHORT_ENGLISH)) names.push({ key: searchKey(name), code });

  return {
    name(code, language) {
      if (language === 'en' && SHORT_ENGLISH[code]) return SHORT_ENGLISH[code];
      return countries.getName(code, language) ?? countries.getName(code, 'en') ?? code;
    },
    match(words) {
      const key = words.join('');
      if (!key) return null;
      const found = new Set<string>();
      if (words.length === 1 && (key.length === 2 || key.length === 3)) {
        const code = byCode.get(key);
        if (code) found.add(code);
      }
      for (const entry of names) {
        if (entry.key === key || (key.length >= 3 && entry.key.startsWith(key))) found.add(entry.code);
      }
      return found.size > 0 ? found : null;
    },
  };
}
