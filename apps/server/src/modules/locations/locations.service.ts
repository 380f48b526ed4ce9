import {
  LOCATION_MESSAGES,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  type Language,
  type LocationDetail,
  type LocationSuggestion,
  type ReverseGeocode,
} from '@academy/contract';
import type { Geocoder } from '../../integrations/geo/index.ts';
import { notFound } from '../../lib/errors.ts';

export async function searchLocations(
  geocoder: Geocoder,
  input: { query: string; language: Language; limit?: number; country?: string },
): Promise<LocationSuggestion[]> {
  const places = await geocoder.search(
    input.query,
    input.language,
    input.limit ?? LOCATION_SEARCH_DEFAULT_LIMIT,
    input.country,
  );
  return places.map(({ label, city, country, countryCode, street, locationId }) => ({
    label,
    city,
    country,
    countryCode,
    street,
    locationId,
  }));
}

export async function getLocationDetail(geocoder: Geocoder, locationId: string): Promise<LocationDetail> {
  const place = await geocoder.detail(locationId);
  if (!place) throw notFound(LOCATION_MESSAGES.locationNotFound);
  return { Latitude: place.latitude, Longitude: place.longitude };
}

export async function reverseGeocode(
  geocoder: Geocoder,
  input: { latitude: number; longitude: number; language: Language },
): Promise<ReverseGeocode> {
  return geocoder.reverse(input.latitude, input.longitude, input.language);
}
