import type { LocationDetail, LocationSuggestion, ReverseGeocode } from '@academy/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { defaultPhoneCountry } from '@/lib/phone-number';

/** The words of what was typed; the query string joins them with + (spec §7). */
export function placeQueryWords(text: string): string {
  return text.trim().split(/\s+/).filter(Boolean).join(' ');
}

/**
 * The place search, with the searcher's likely country (the browser's region for the interface
 * language, else the language's country: as the phone field) so its places come first.
 */
export function placeSearchQueryOptions(text: string, language: string = getLanguage()) {
  const words = placeQueryWords(text);
  const country = defaultPhoneCountry(language);
  return queryOptions({
    queryKey: ['places', 'search', words, language, country],
    queryFn: ({ signal }) =>
      apiGet<LocationSuggestion[]>('/v1/location', {
        query: { query: words, country },
        signal,
        silent: true,
      }),
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
