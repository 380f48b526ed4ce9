import {
  createPlayerSchema,
  playerReadQuerySchema,
  playerSchema,
  playerIdParamsSchema,
  playerUserParamsSchema,
  updatePlayerSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createPlayer, getPlayerOfUser, updatePlayer } from './players.service.ts';

export const PLAYER_LIMITS = {
  createPerAddress: { max: 30, timeWindow: 60_000 },
} as const;

/** Player profiles (spec §3, §7): created once per user at onboarding, read by the user or an admin. */
export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/player',
    {
      onRequest: app.authenticate,
      config: { rateLimit: PLAYER_LIMITS.createPerAddress },
      schema: {
        tags: ['players'],
        summary:
          "Create the user's player profile (the user themself or an admin; the user holds ROLE_PLAYER; once per user)",
        description:
          "The age group is derived from dateOfBirth (age reached in the current calendar year, in the player's time zone). " +
          'Give clubId for an existing club, or clubName alone to add it (or use the club whose name ' +
          'differs only in case or spacing). 403 when the user does not hold ROLE_PLAYER, 409 when a ' +
          'player profile exists.',
        security: [{ bearer: [] }],
        body: createPlayerSchema,
        response: { 201: playerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const player = await createPlayer(ctx, request.user!, request.body);
      return reply.status(201).send(player);
    },
  );

  app.put(
    '/api/v1/player/:playerId',
    {
      onRequest: app.authenticate,
      config: { rateLimit: PLAYER_LIMITS.createPerAddress },
      schema: {
        tags: ['players'],
        summary: 'Correct the player profile (the player themself or an admin); the age group follows',
        description:
          'The creation payload without userId. A date of birth under 16 needs `guardianEmail` when no ' +
          'guardian has approved yet (the player is then PENDING and the guardian is mailed); reaching 16 ' +
          'while PENDING ends the wait.',
        security: [{ bearer: [] }],
        params: playerIdParamsSchema,
        body: updatePlayerSchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => updatePlayer(ctx, request.user!, request.params.playerId, request.body),
  );

  app.get(
    '/api/v1/player/user/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['players'],
        summary: "A user's player profile (the user themself or an admin); 404 'Player not found'",
        security: [{ bearer: [] }],
        params: playerUserParamsSchema,
        querystring: playerReadQuerySchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getPlayerOfUser(ctx.db, request.user!, request.params.userId),
  );
};
