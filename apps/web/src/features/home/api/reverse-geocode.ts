import type { ReverseGeocode } from '@academy/contract';
import { apiGet } from '@/lib/api-client';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The visitor's country for the price rule; a failure only means the standard prices stay (silent). */
export function fetchReverseGeocode({ latitude, longitude }: Coordinates, signal?: AbortSignal) {
  return apiGet<ReverseGeocode>('/v1/location/reverse', {
    query: { latitude, longitude },
    silent: true,
    signal,
  });
}
