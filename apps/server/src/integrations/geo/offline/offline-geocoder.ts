import type { Language } from '@academy/contract';
import type { Geocoder, PlaceSuggestion, ReverseResult } from '../geocoder.ts';
import { type CityData, findCityById, loadCityData } from './city-data.ts';
import { type CountryNames, loadCountryNames } from './country-names.ts';
import { NearestCityGrid } from './nearest-grid.ts';
import { CitySearchIndex } from './search-index.ts';

/** How far a point may lie from a city of its own country and still be named after it. */
const REVERSE_RADIUS_KM = 100;
/** At sea (no country), only a city this close names the point. */
const OFFSHORE_RADIUS_KM = 25;
const LOCATION_ID = /^gn:(\d{1,10})$/;

/** GeoNames admin1 codes that read as a region: US state codes as they are, Canadian and Australian ones mapped. */
const REGION_CODES: Record<string, Record<string, string>> = {
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    '10': 'QC',
    '11': 'SK',
    '12': 'YT',
    '13': 'NT',
    '14': 'NU',
  },
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
};

export interface OfflinePlaces {
  data: CityData;
  index: CitySearchIndex;
  grid: NearestCityGrid;
  countries: CountryNames;
  countryOf(latitude: number, longitude: number): string | null;
  /** Milliseconds spent loading the data set and building the indexes. */
  loadMs: number;
}

let shared: Promise<OfflinePlaces> | undefined;

/** The data set and its indexes, built once per process on first use (≈ 0.5 s of CPU, ≈ 60 MB). */
export function loadOfflinePlaces(): Promise<OfflinePlaces> {
  shared ??= buildOfflinePlaces().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/** Lets waiting requests run between the build's steps (each blocks the process for 0.1–0.3 s). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

async function buildOfflinePlaces(): Promise<OfflinePlaces> {
  const started = performance.now();
  const coder = await import('@rapideditor/country-coder');
  await breathe();
  const data = loadCityData();
  await breathe();
  const countries = loadCountryNames();
  const index = new CitySearchIndex(data, countries);
  await breathe();
  const grid = new NearestCityGrid(data);
  return {
    data,
    index,
    grid,
    countries,
    // Territories keep their own code (PR, RE, GL), as the data set's cities do.
    countryOf: (latitude, longitude) => coder.iso1A2Code([longitude, latitude], { level: 'territory' }),
    loadMs: Math.round(performance.now() - started),
  };
}

export function cityName(places: OfflinePlaces, city: number, language: Language): string {
  return places.index.localNames.get(city)?.[language] ?? places.data.name[city]!;
}

export function createOfflineGeocoder(): Geocoder {
  return {
    kind: 'offline',

    async search(query, language, limit, country) {
      const places = await loadOfflinePlaces();
      return places.index.search(query, limit, country).map(({ city }): PlaceSuggestion => {
        const name = cityName(places, city, language);
        const code = places.data.country[city]!;
        const country = places.countries.name(code, language);
        const admin = places.data.admin[city]!;
        const region = code === 'US' && /^[A-Z]{2}$/.test(admin) ? admin : REGION_CODES[code]?.[admin];
        return {
          locationId: `gn:${places.data.geonameId[city]}`,
          label: [name, region, country].filter(Boolean).join(', '),
          city: name,
          country,
          countryCode: code,
          street: null,
        };
      });
    },

    async detail(locationId) {
      const match = LOCATION_ID.exec(locationId);
      if (!match) return null;
      const places = await loadOfflinePlaces();
      const city = findCityById(places.data, Number(match[1]));
      if (city < 0) return null;
      return { locationId, latitude: places.data.latitude[city]!, longitude: places.data.longitude[city]! };
    },

    async reverse(latitude, longitude, language): Promise<ReverseResult> {
      const places = await loadOfflinePlaces();
      let code = places.countryOf(latitude, longitude);
      let city = code
        ? places.grid.nearest(latitude, longitude, REVERSE_RADIUS_KM, (c) => places.data.country[c] === code)
        : -1;
      if (city < 0) city = places.grid.nearest(latitude, longitude, OFFSHORE_RADIUS_KM);
      code ??= city >= 0 ? places.data.country[city]! : null;
      return {
        city: city >= 0 ? cityName(places, city, language) : null,
        country: code ? places.countries.name(code, language) : null,
        countryCode: code,
        streetAddress: null,
      };
    },

    async warmUp() {
      await loadOfflinePlaces();
    },
  };
}
