import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ReverseGeocodeResult } from './types';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The visitor's country for the price rule; a failure only means the standard prices stay. */
export function reverseGeocodeQueryOptions(coordinates: Coordinates | null) {
  return queryOptions({
    queryKey: ['location', 'reverse', coordinates?.latitude, coordinates?.longitude],
    queryFn: ({ signal }) =>
      apiGet<ReverseGeocodeResult>('/v1/location/reverse', {
        query: { latitude: coordinates?.latitude, longitude: coordinates?.longitude },
        silent: true,
        signal,
      }),
    enabled: coordinates !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** What the price rule reads of the lookup (a plain object: hooks/use-visitor-country.ts defers it). */
export interface ReverseGeocodeLookup {
  isLoading: boolean;
  isError: boolean;
  data: ReverseGeocodeResult | undefined;
}

export function useReverseGeocode({
  coordinates,
  enabled,
}: {
  coordinates: Coordinates | null;
  enabled: boolean;
}): ReverseGeocodeLookup {
  const place = useQuery({
    ...reverseGeocodeQueryOptions(coordinates),
    enabled: enabled && coordinates !== null,
  });
  return { isLoading: place.isLoading, isError: place.isError, data: place.data };
}
