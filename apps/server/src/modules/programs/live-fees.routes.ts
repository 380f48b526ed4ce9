import { liveFeesSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { findLiveFees } from './live-fees.repo.ts';

/** `GET /api/v1/prices`: public, for the signed-out home page and the pages before checkout. */
export const liveFeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/prices',
    {
      schema: {
        tags: ['programs'],
        summary: 'The fees new subscriptions pay now, per price region and plan (no sign-in)',
        response: { 200: liveFeesSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      // Short: a fee changed in the console shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return findLiveFees(app.database.db);
    },
  );
};
