import type { LocationDetail, LocationSuggestion, ReverseGeocode } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The words of what was typed; the query string joins them with + (spec §7). */
export function placeQueryWords(text: string): string {
  return text.trim().split(/\s+/).filter(Boolean).join(' ');
}

export function placeSearchQueryOptions(text: string) {
  const words = placeQueryWords(text);
  return queryOptions({
    queryKey: ['places', 'search', words],
    queryFn: ({ signal }) =>
      apiGet<LocationSuggestion[]>('/v1/location', { query: { query: words }, signal, silent: true }),
    enabled: words.length > 0,
    staleTime: 5 * 60_000,
  });
}

export function getPlaceDetail(locationId: string): Promise<LocationDetail> {
  return apiGet<LocationDetail>('/v1/location-detail', { query: { locationId } });
}

/** City and country of a coordinate; the caller reports failures (spec §8, geocoder alerts). */
export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocode> {
  return apiGet<ReverseGeocode>('/v1/location/reverse', { query: { latitude, longitude }, silent: true });
}
