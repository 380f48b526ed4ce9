import type { Geocoder } from './geocoder.ts';
import { createOfflineGeocoder } from './offline/offline-geocoder.ts';

export type { Geocoder, PlaceDetail, PlaceSuggestion, ReverseResult } from './geocoder.ts';

export function createGeocoder(): Geocoder {
  return createOfflineGeocoder();
}
