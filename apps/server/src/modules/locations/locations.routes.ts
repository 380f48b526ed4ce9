import {
  errorBodySchema,
  locationDetailQuerySchema,
  locationDetailSchema,
  locationSearchQuerySchema,
  locationSuggestionListSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGeocoder, type Geocoder } from '../../integrations/geo/index.ts';
import { getLocationDetail, reverseGeocode, searchLocations } from './locations.service.ts';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

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
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['locations'],
        summary:
          'Places whose name starts with the query (words joined with + or spaces), larger places first',
        querystring: locationSearchQuerySchema,
        response: { 200: locationSuggestionListSchema, ...errors },
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
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['locations'],
        summary: 'Coordinates of a place from the search',
        querystring: locationDetailQuerySchema,
        response: { 200: locationDetailSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => getLocationDetail(geocoder, request.query.locationId),
  );

  app.get(
    '/api/v1/location/reverse',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['locations'],
        summary: 'Country (ISO code and name) and nearest city of a coordinate',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeSchema, ...errors },
      },
    },
    async (request) => {
      const { latitude, longitude, language = 'en' } = request.query;
      return reverseGeocode(geocoder, { latitude, longitude, language });
    },
  );
};
