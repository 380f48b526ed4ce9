import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim/nominatim-geocoder.ts';
import { createOfflineGeocoder } from './offline/offline-geocoder.ts';

export type { Geocoder, PlaceDetail, PlaceSuggestion, ReverseResult } from './geocoder.ts';

/** The bundled offline geocoder, or Nominatim (GEOCODER=nominatim) with the offline one as its fallback. */
export function createGeocoder(
  config: Pick<Config, 'geocoder' | 'publicUrl'>,
  log: FastifyBaseLogger,
): Geocoder {
  const offline = createOfflineGeocoder();
  if (config.geocoder.kind === 'offline') return offline;
  return createNominatimGeocoder({
    url: config.geocoder.url,
    userAgent: `football-academy (${config.publicUrl})`,
    fallback: offline,
    log,
  });
}
