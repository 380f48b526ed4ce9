import { eventRequestSchema, eventResponseSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { insertEvent } from './events.repo.ts';

export const EVENT_LIMITS = {
  recordPerAddress: { max: 30, timeWindow: 60_000 },
} as const;

/** Referral events from external club sites. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/event',
    {
      config: { rateLimit: EVENT_LIMITS.recordPerAddress },
      schema: {
        tags: ['events'],
        summary: 'Record a referral event from an external club site (no token)',
        body: eventRequestSchema,
        response: { 201: eventResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await insertEvent(ctx.db, request.body.name)),
  );
};
