import { queryOptions } from '@tanstack/react-query';
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
