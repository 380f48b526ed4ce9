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

/**
 * Place search, detail and reverse geocoding. Public (visitors' country decides the price shown), so
 * limited per address; a typeahead sends one search per pause in typing.
 */
export const locationsRoutes: FastifyPluginAsyncZod<{ geocoder?: Geocoder }> = async (app, opts) => {
  const geocoder = opts.geocoder ?? createGeocoder(app.config, app.log);

  // A listening server loads the data set right away, in the background, not on its first visitor's time.
  app.addHook('onListen', async () => {
    geocoder.warmUp().catch((error: unknown) => app.log.error({ err: error }, 'geodata failed to load'));
  });

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
      const { query, language = 'en', limit } = request.query;
      return searchLocations(geocoder, { query, language, limit });
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
