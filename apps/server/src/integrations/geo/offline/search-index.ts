import type { Language } from '@academy/contract';
import type { CityData } from './city-data.ts';
import { CITY_NAMES } from './city-names.ts';
import type { CountryNames } from './country-names.ts';
import { searchKey, searchWords } from './normalize.ts';

/** A match at the start of a name counts like ten times the people of a match at a later word. */
const START_BONUS = 1;
/** A query that is a whole name ('york') over one that is only its start. */
const WHOLE_NAME_BONUS = 0.5;
/** A place in the searcher's country ranks like one with about thirty times its people. */
const PREFERRED_COUNTRY_BONUS = 1.5;
/** A city section ranks like a place with a tenth of its people. */
const SECTION_PENALTY = 1;
/** The most words at the end of a query tried as a country ('paris fr', 'lisboa portugal'). */
const MAX_COUNTRY_WORDS = 3;

export interface CityMatch {
  city: number;
  score: number;
}

/**
 * Prefix search over every city name, by each word start: 'Stockton-on-Tees' is found by 'stock',
 * 'stockton on', 'on tees' and 'tees'. Keys are names with accents, case and separators dropped, kept
 * in one sorted array; a prefix is a binary search plus a walk over the keys that start with it.
 */
export class CitySearchIndex {
  private readonly keys: string[];
  private readonly keyCity: Int32Array;
  /** 1 where the key starts at the name's first word. */
  private readonly keyStart: Uint8Array;
  /** log10 of the people living there, plus a little for capitals: the order of "larger places first". */
  private readonly weight: Float64Array;
  /** Localised names by city index (see city-names.ts). */
  readonly localNames = new Map<number, Partial<Record<Language, string>>>();
  /** The country of the search running now (search is synchronous: one at a time). */
  private preferred: string | null = null;
  /** `CITY_NAMES` keys that name no city of the data set (a test keeps this empty). */
  readonly unresolvedNames: string[] = [];

  constructor(
    private readonly data: CityData,
    private readonly countries: CountryNames,
  ) {
    this.weight = new Float64Array(data.count);
    for (let i = 0; i < data.count; i++) {
      this.weight[i] =
        Math.log10(data.population[i]! + 1000) +
        data.featureRank[i]! * 0.1 -
        data.section[i]! * SECTION_PENALTY;
    }

    const entries: { key: string; city: number; start: number }[] = [];
    const addName = (name: string, city: number) => {
      const words = searchWords(name);
      for (let w = 0; w < words.length; w++) {
        entries.push({ key: words.slice(w).join(''), city, start: w === 0 ? 1 : 0 });
      }
    };
    const named = new Map<string, number>();
    for (let i = 0; i < data.count; i++) {
      addName(data.name[i]!, i);
      const ref = `${data.country[i]}:${data.name[i]}`;
      if (CITY_NAMES[ref]) named.set(ref, i);
    }
    for (const [ref, names] of Object.entries(CITY_NAMES)) {
      const city = named.get(ref);
      if (city === undefined) {
        this.unresolvedNames.push(ref);
        continue;
      }
      const { also = [], ...shown } = names;
      this.localNames.set(city, shown);
      const known = new Set([searchKey(data.name[city]!)]);
      for (const name of [...Object.values(shown), ...also]) {
        if (known.has(searchKey(name))) continue;
        known.add(searchKey(name));
        addName(name, city);
      }
    }

    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
    this.keys = entries.map((e) => e.key);
    this.keyCity = Int32Array.from(entries, (e) => e.city);
    this.keyStart = Uint8Array.from(entries, (e) => e.start);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The best `limit` cities for a query, best first. */
  search(query: string, limit: number, preferredCountry?: string): CityMatch[] {
    const words = searchWords(query);
    if (words.length === 0 || limit <= 0) return [];
    const best: CityMatch[] = [];
    this.preferred = preferredCountry ?? null;
    this.collect(words.join(''), null, limit, best);
    // 'paris fr', 'lagos portugal': the last words may name the country instead of being part of the name.
    for (let tail = 1; tail <= Math.min(MAX_COUNTRY_WORDS, words.length - 1); tail++) {
      const countries = this.countries.match(words.slice(words.length - tail));
      if (countries) this.collect(words.slice(0, words.length - tail).join(''), countries, limit, best);
    }
    this.preferred = null;
    return best;
  }

  private collect(prefix: string, countries: Set<string> | null, limit: number, best: CityMatch[]) {
    if (!prefix) return;
    for (let k = this.lowerBound(prefix); k < this.keys.length; k++) {
      const key = this.keys[k]!;
      if (!key.startsWith(prefix)) break;
      const city = this.keyCity[k]!;
      if (countries && !countries.has(this.data.country[city]!)) continue;
      const score =
        this.weight[city]! +
        (this.keyStart[k] ? START_BONUS : 0) +
        (key.length === prefix.length ? WHOLE_NAME_BONUS : 0) +
        (this.data.country[city] === this.preferred ? PREFERRED_COUNTRY_BONUS : 0);
      offer(best, limit, city, score, this.data.geonameId);
    }
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Keeps `best` as the top `limit` cities by score (ties: lower GeoNames id), one entry per city. */
function offer(best: CityMatch[], limit: number, city: number, score: number, ids: Int32Array) {
  const last = best[best.length - 1];
  // Most keys of a short prefix cannot enter the list: say so before any other work.
  if (best.length >= limit && last && !ranksBefore(score, city, last, ids)) return;
  const existing = best.findIndex((m) => m.city === city);
  if (existing >= 0) {
    if (!ranksBefore(score, city, best[existing]!, ids)) return;
    best.splice(existing, 1);
  }
  let at = best.length;
  while (at > 0 && ranksBefore(score, city, best[at - 1]!, ids)) at--;
  best.splice(at, 0, { city, score });
  if (best.length > limit) best.pop();
}

function ranksBefore(score: number, city: number, other: CityMatch, ids: Int32Array): boolean {
  return score > other.score || (score === other.score && ids[city]! < ids[other.city]!);
}
