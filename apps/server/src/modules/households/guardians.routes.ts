import {
  childParamsSchema,
  guardianParamsSchema,
  playerGuardiansSchema,
  removeGuardianSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { PASSWORD_CHECK_LIMIT, perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { getPlayerGuardians, removePlayerGuardian } from './guardians.service.ts';

/** Growing up: the player sees who else reads their data and, from 18, removes a guardian. */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const passwordChecks = app.accountLimiter(PASSWORD_CHECK_LIMIT);

  app.get(
    '/api/v1/player/:playerId/guardians',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['households'],
        summary: 'Who else reads the player’s data: their guardians (the player with their own login)',
        security: [{ bearer: [] }],
        params: childParamsSchema,
        response: { 200: playerGuardiansSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getPlayerGuardians(ctx, request.user!, request.params.playerId),
  );

  app.delete(
    '/api/v1/player/:playerId/guardians/:userId',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(10, 60 * 60_000) },
      schema: {
        tags: ['households'],
        summary:
          'The player (18 or older) removes a guardian with their password; 403 `Guardians keep access until the player is 18` before',
        security: [{ bearer: [] }],
        params: guardianParamsSchema,
        body: removeGuardianSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removePlayerGuardian(ctx, passwordChecks, request.user!, {
        ...request.params,
        password: request.body.password,
      });
      return reply.status(204).send(null);
    },
  );
};
