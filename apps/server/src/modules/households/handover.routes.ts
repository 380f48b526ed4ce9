import {
  childParamsSchema,
  handoverAcceptSchema,
  handoverRequestSchema,
  handoverSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { acceptHandover, startHandover } from './handover.service.ts';

/** Growing up: from 16 the payer hands the child their own account by an e-mailed link. */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/household/children/:playerId/handover',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(5, 60 * 60_000) },
      schema: {
        tags: ['households'],
        summary:
          'Hand the child (16 or older) their own account: a link to set a password is mailed (the payer)',
        security: [{ bearer: [] }],
        params: childParamsSchema,
        body: handoverRequestSchema,
        response: { 202: handoverSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startHandover(ctx, request.user!, request.params.playerId, request.body)),
  );

  app.post(
    '/api/v1/household/handover',
    {
      // The link is the credential; guessed tokens are limited per address.
      config: { rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['households'],
        summary: 'The child sets a password with the mailed link; from then on they sign in by e-mail',
        body: handoverAcceptSchema,
        response: { 204: z.null().describe('Handed over'), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await acceptHandover(ctx, request.body);
      return reply.status(204).send(null);
    },
  );
};
