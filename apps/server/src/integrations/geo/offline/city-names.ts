import type { Language } from '@academy/contract';

interface CityNames extends Partial<Record<Language, string>> {
  /** Further names people type (the local name), searchable but never shown. */
  also?: string[];
}

/**
 * The data set names places in English or their local form only. For large cities whose name differs
 * in our languages, the name shown in that language and the names people search by. Keys are
 * `country:name as in the data set`; a test checks every key still resolves.
 */
export const CITY_NAMES: Record<string, CityNames> = {
  'PT:Lisbon': { sv: 'Lissabon', fr: 'Lisbonne', pt: 'Lisboa' },
  'SE:Stockholm': { pt: 'Estocolmo' },
  'SE:Göteborg': { en: 'Gothenburg', pt: 'Gotemburgo' },
  'DK:Copenhagen': { sv: 'Köpenhamn', fr: 'Copenhague', pt: 'Copenhaga', also: ['København'] },
  'FI:Helsinki': { sv: 'Helsingfors', pt: 'Helsínquia' },
  'GB:London': { fr: 'Londres', pt: 'Londres' },
  'GB:Edinburgh': { fr: 'Édimbourg', pt: 'Edimburgo' },
  'IE:Dublin': { pt: 'Dublim' },
  'IT:Rome': { sv: 'Rom', pt: 'Roma', also: ['Roma'] },
  'IT:Milan': { sv: 'Milano', pt: 'Milão', also: ['Milano'] },
  'IT:Naples': { sv: 'Neapel', pt: 'Nápoles', also: ['Napoli'] },
  'IT:Turin': { pt: 'Turim', also: ['Torino'] },
  'IT:Florence': { sv: 'Florens', pt: 'Florença', also: ['Firenze'] },
  'IT:Venice': { sv: 'Venedig', fr: 'Venise', pt: 'Veneza', also: ['Venezia'] },
  'DE:Berlin': { pt: 'Berlim' },
  'DE:Munich': { sv: 'München', pt: 'Munique', also: ['München'] },
  'DE:Köln': { en: 'Cologne', fr: 'Cologne', pt: 'Colónia' },
  'DE:Hamburg': { fr: 'Hambourg', pt: 'Hamburgo' },
  'AT:Vienna': { sv: 'Wien', fr: 'Vienne', pt: 'Viena', also: ['Wien'] },
  'BE:Brussels': { sv: 'Bryssel', fr: 'Bruxelles', pt: 'Bruxelas', also: ['Brussel'] },
  'BE:Antwerpen': { en: 'Antwerp', fr: 'Anvers', pt: 'Antuérpia' },
  'NL:The Hague': { sv: 'Haag', fr: 'La Haye', pt: 'Haia', also: ['Den Haag'] },
  'CH:Genève': { en: 'Geneva', pt: 'Genebra' },
  'CH:Zürich': { en: 'Zurich', fr: 'Zurich', pt: 'Zurique' },
  'PL:Warsaw': { sv: 'Warszawa', fr: 'Varsovie', pt: 'Varsóvia', also: ['Warszawa'] },
  'CZ:Prague': { sv: 'Prag', pt: 'Praga', also: ['Praha'] },
  'RU:Moscow': { sv: 'Moskva', fr: 'Moscou', pt: 'Moscovo', also: ['Moskva'] },
  'RU:Saint Petersburg': { sv: 'Sankt Petersburg', fr: 'Saint-Pétersbourg', pt: 'São Petersburgo' },
  'GR:Athens': { sv: 'Aten', fr: 'Athènes', pt: 'Atenas', also: ['Athina'] },
  'RO:Bucharest': { sv: 'Bukarest', fr: 'Bucarest', pt: 'Bucareste', also: ['București'] },
  'HU:Budapest': { pt: 'Budapeste' },
  'RS:Belgrade': { sv: 'Belgrad', pt: 'Belgrado', also: ['Beograd'] },
  'ES:Sevilla': { en: 'Seville', fr: 'Séville', pt: 'Sevilha' },
  'ES:Barcelona': { fr: 'Barcelone' },
  'TR:Istanbul': { pt: 'Istambul' },
  'EG:Cairo': { sv: 'Kairo', fr: 'Le Caire' },
  'DZ:Algiers': { sv: 'Alger', fr: 'Alger', pt: 'Argel' },
  'TN:Tunis': { pt: 'Tunes' },
  'ZA:Cape Town': { sv: 'Kapstaden', fr: 'Le Cap', pt: 'Cidade do Cabo' },
  'ZA:Johannesburg': { pt: 'Joanesburgo' },
  'ET:Addis Ababa': { sv: 'Addis Abeba', fr: 'Addis-Abeba', pt: 'Adis Abeba' },
  'CN:Beijing': { sv: 'Peking', fr: 'Pékin', pt: 'Pequim' },
  'JP:Tokyo': { pt: 'Tóquio' },
  'SG:Singapore': { fr: 'Singapour', pt: 'Singapura' },
  'IL:Jerusalem': { fr: 'Jérusalem', pt: 'Jerusalém' },
  'US:New York City': { sv: 'New York', fr: 'New York', pt: 'Nova Iorque', also: ['New York'] },
  'MX:Mexico City': { fr: 'Mexico', pt: 'Cidade do México', also: ['Ciudad de México'] },
};
