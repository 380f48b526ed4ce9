import { LOCATION_MESSAGES } from '@academy/contract';
import type { Language } from '@academy/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../lib/errors.ts';
import type { Geocoder, PlaceSuggestion, ReverseResult } from '../geocoder.ts';

const OSM_ID = /^osm:([NWR])(\d{1,15})$/;
const OSM_TYPES: Record<string, string> = { node: 'N', way: 'W', relation: 'R' };

interface NominatimAddress {
  house_number?: string;
  road?: string;
  pedestrian?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  hamlet?: string;
  county?: string;
  state?: string;
  country?: string;
  country_code?: string;
}

interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: NominatimAddress;
}

export interface NominatimOptions {
  /** Base URL of a Nominatim server (self-hosted: the public one forbids typeahead use). */
  url: string;
  userAgent: string;
  timeoutMs?: number;
  /** Answers when the server fails or is slow, and for `gn:` ids; the offline geocoder. */
  fallback: Geocoder;
  log: FastifyBaseLogger;
}

function cityOf(address: NominatimAddress | undefined): string | null {
  if (!address) return null;
  return (
    address.city ??
    address.town ??
    address.village ??
    address.municipality ??
    address.hamlet ??
    address.county ??
    null
  );
}

function streetOf(address: NominatimAddress | undefined): string | null {
  const road = address?.road ?? address?.pedestrian;
  if (!road) return null;
  return address?.house_number ? `${road} ${address.house_number}` : road;
}

/** Nominatim behind the same interface; every failure falls back to the offline answer, never to an error. */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const { fallback, log } = options;
  const timeoutMs = options.timeoutMs ?? 3000;

  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${options.url}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('format', 'jsonv2');
    const res = await fetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`nominatim ${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  async function orFallback<T>(
    what: string,
    online: () => Promise<T>,
    offline: () => Promise<T>,
  ): Promise<T> {
    try {
      return await online();
    } catch (error) {
      log.warn({ err: error }, `nominatim ${what} failed; answering from offline data`);
      return offline();
    }
  }

  return {
    kind: 'nominatim',

    search(query: string, language: Language, limit: number, country?: string) {
      return orFallback(
        'search',
        async () => {
          const places = await get<NominatimPlace[]>('search', {
            q: query.replace(/\+/g, ' '),
            addressdetails: '1',
            limit: String(limit),
            'accept-language': language,
          });
          return places.flatMap((place): PlaceSuggestion[] => {
            const type = OSM_TYPES[place.osm_type ?? ''];
            const code = place.address?.country_code?.toUpperCase();
            if (!type || !place.osm_id || !code) return [];
            const city = cityOf(place.address) ?? place.name ?? '';
            const street = streetOf(place.address);
            const country = place.address?.country ?? code;
            return [
              {
                locationId: `osm:${type}${place.osm_id}`,
                label: [street, city, place.address?.state, country].filter(Boolean).join(', '),
                city,
                country,
                countryCode: code,
                street,
              },
            ];
          });
        },
        () => fallback.search(query, language, limit, country),
      );
    },

    async detail(locationId: string) {
      const match = OSM_ID.exec(locationId);
      if (!match) return fallback.detail(locationId);
      let places: NominatimPlace[];
      try {
        places = await get<NominatimPlace[]>('lookup', { osm_ids: `${match[1]}${match[2]}` });
      } catch (error) {
        // Offline data cannot answer for an OSM id.
        log.warn({ err: error }, 'nominatim lookup failed');
        throw new AppError(503, LOCATION_MESSAGES.placeServiceDown);
      }
      const place = places[0];
      if (!place?.lat || !place.lon) return null;
      return { locationId, latitude: Number(place.lat), longitude: Number(place.lon) };
    },

    reverse(latitude: number, longitude: number, language: Language) {
      return orFallback(
        'reverse',
        async (): Promise<ReverseResult> => {
          const place = await get<NominatimPlace & { error?: string }>('reverse', {
            lat: String(latitude),
            lon: String(longitude),
            zoom: '18',
            addressdetails: '1',
            'accept-language': language,
          });
          // "Unable to geocode" (open sea): the offline data still knows the country of a coastal point.
          if (place.error || !place.address) return fallback.reverse(latitude, longitude, language);
          return {
            city: cityOf(place.address),
            country: place.address.country ?? null,
            countryCode: place.address.country_code?.toUpperCase() ?? null,
            streetAddress: streetOf(place.address),
          };
        },
        () => fallback.reverse(latitude, longitude, language),
      );
    },

    warmUp: () => fallback.warmUp(),
  };
}
