import type { Language } from '@academy/contract';

/** A place a search offers: a city (offline) or an address (online geocoders). */
export interface PlaceSuggestion {
  /** Stable id for `detail`, prefixed by its source: `gn:2673730` is GeoNames' Stockholm. */
  locationId: string;
  /** `City, Region?, Country` in the requested language. */
  label: string;
  city: string;
  country: string;
  countryCode: string;
  street: string | null;
}

export interface PlaceDetail {
  locationId: string;
  latitude: number;
  longitude: number;
}

export interface ReverseResult {
  city: string | null;
  country: string | null;
  /** ISO 3166-1 alpha-2, null at sea. */
  countryCode: string | null;
  streetAddress: string | null;
}

/** The one door to geodata: the bundled offline data set by default, an online service by configuration. */
export interface Geocoder {
  readonly kind: 'offline' | 'nominatim';
  /** `country`: the searcher's likely country, whose places rank first among near equals. */
  search(query: string, language: Language, limit: number, country?: string): Promise<PlaceSuggestion[]>;
  /** null for an id this geocoder does not know. */
  detail(locationId: string): Promise<PlaceDetail | null>;
  reverse(latitude: number, longitude: number, language: Language): Promise<ReverseResult>;
  /** Loads what the first request would otherwise wait for. */
  warmUp(): Promise<void>;
}
