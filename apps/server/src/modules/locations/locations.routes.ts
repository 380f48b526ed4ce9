import {
  locationDetailQuerySchema,
  locationDetailSchema,
  locationSearchQuerySchema,
  locationSuggestionListSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGeocoder, type Geocoder } from '../../integrations/geo/index.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { getLocationDetail, reverseGeocode, searchLocations } from './locations.service.ts';

export const LOCATION_LIMITS = {
  searchPerAddress: { max: 300, timeWindow: 60_000 },
  detailPerAddress: { max: 120, timeWindow: 60_000 },
  reversePerAddress: { max: 60, timeWindow: 60_000 },
} as const;

/** How long after listening the offline geodata starts loading (a search before then loads it at once). */
const GEODATA_WARM_UP_DELAY_MS = 2_000;

/**
 * Place search, detail and reverse geocoding. Public (visitors' country decides the price shown), so
 * limited per address; a typeahead sends one search per pause in typing.
 */
export const locationsRoutes: FastifyPluginAsyncZod<{ geocoder?: Geocoder }> = async (app, opts) => {
  const geocoder = opts.geocoder ?? createGeocoder(app.config, app.log);

  // A listening server loads the data set in the background, not on its first visitor's time; a
  // little after listening, so the build (seconds of CPU on a busy machine, in steps of up to a
  // second) does not hold up the first answers (/api/ready) of a starting or restarted process.
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    warmUp = setTimeout(() => {
      geocoder.warmUp().catch((error: unknown) => app.log.error({ err: error }, 'geodata failed to load'));
    }, GEODATA_WARM_UP_DELAY_MS);
    warmUp.unref();
  });
  app.addHook('onClose', async () => clearTimeout(warmUp));

  app.get(
    '/api/v1/location',
    {
      config: { rateLimit: LOCATION_LIMITS.searchPerAddress },
      schema: {
        tags: ['locations'],
        summary:
          'Places whose name starts with the query (words joined with + or spaces), larger places first',
        querystring: locationSearchQuerySchema,
        response: { 200: locationSuggestionListSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { query, language = 'en', limit, country } = request.query;
      return searchLocations(geocoder, { query, language, limit, country });
    },
  );

  app.get(
    '/api/v1/location-detail',
    {
      config: { rateLimit: LOCATION_LIMITS.detailPerAddress },
      schema: {
        tags: ['locations'],
        summary: 'Coordinates of a place from the search',
        querystring: locationDetailQuerySchema,
        response: { 200: locationDetailSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getLocationDetail(geocoder, request.query.locationId),
  );

  app.get(
    '/api/v1/location/reverse',
    {
      config: { rateLimit: LOCATION_LIMITS.reversePerAddress },
      schema: {
        tags: ['locations'],
        summary: 'Country (ISO code and name) and nearest city of a coordinate',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { latitude, longitude, language = 'en' } = request.query;
      return reverseGeocode(geocoder, { latitude, longitude, language });
    },
  );
};
