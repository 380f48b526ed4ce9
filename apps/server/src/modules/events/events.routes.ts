import { errorBodySchema, eventRequestSchema, eventResponseSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertEvent } from './events.repo.ts';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/event',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        summary: 'Record a referral event from an external club site (no token)',
        body: eventRequestSchema,
        response: { 201: eventResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await insertEvent(app.database.db, request.body.name)),
  );
};
