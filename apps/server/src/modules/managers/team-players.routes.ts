import {
  coachLanguageQuerySchema,
  createFeedbackSchema,
  feedbackListSchema,
  feedbackIdParamsSchema,
  feedbackSchema,
  playerIdParamsSchema,
  playerTrainingViewSchema,
  playerUserParamsSchema,
  teamPlayerListSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { createFeedback, listFeedback, removeFeedback } from './feedback.service.ts';
import { MANAGER_LIMITS } from './managers.limits.ts';
import { getPlayerTraining, listTeamPlayers } from './team-players.service.ts';
import { removeFromTeam } from './team.service.ts';

const security = [{ bearer: [] }];
const tags = ['coaches'];

/** What a coach sees of their players and writes to them. A coach never reaches another coach's players (403). */
export const teamPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.get(
    '/api/v1/player/manager/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The players of that manager's team with their training figures",
        description:
          "The manager themself or an admin (403 otherwise); 404 'Manager not found'. Ordered by last name.",
        security,
        params: playerUserParamsSchema,
        querystring: coachLanguageQuerySchema,
        response: { 200: teamPlayerListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listTeamPlayers(
        ctx.db,
        request.user!,
        request.params.userId,
        resolveLanguage(request.query.language, request.user),
        ctx.clock.now(),
      ),
  );

  app.get(
    '/api/v1/player/:playerId/training',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One player's phases and sessions done, as their coach sees them",
        description:
          'The player, their coaches and admins (403 otherwise). Ratings are shown; notes only when the player shared them.',
        security,
        params: playerIdParamsSchema,
        querystring: coachLanguageQuerySchema,
        response: { 200: playerTrainingViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getPlayerTraining(
        ctx.db,
        request.user!,
        request.params.playerId,
        resolveLanguage(request.query.language, request.user),
        ctx.clock.now(),
      ),
  );

  app.post(
    '/api/v1/player/:playerId/feedback',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.feedbackPerCaller },
      schema: {
        tags,
        summary: 'A coach of the player writes to them (mailed in the player’s language)',
        description: 'Only a coach whose team the player is in (403 otherwise).',
        security,
        params: playerIdParamsSchema,
        body: createFeedbackSchema,
        response: { 201: feedbackSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeedback(ctx, request.user!, request.params.playerId, request.body)),
  );

  app.get(
    '/api/v1/player/:playerId/feedback',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The player's feedback, newest first",
        description:
          'The player and admins read all of it; a coach of the player reads what they wrote (403 for anyone else).',
        security,
        params: playerIdParamsSchema,
        response: { 200: feedbackListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listFeedback(ctx.db, request.user!, request.params.playerId),
  );

  app.delete(
    '/api/v1/player/:playerId/feedback/:feedbackId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The coach deletes a feedback they sent by mistake (204; twice is harmless)',
        description: 'Only the coach who wrote it, while the player is in their team (403 otherwise).',
        security,
        params: feedbackIdParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removeFeedback(ctx.db, request.user!, request.params.playerId, request.params.feedbackId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/manager/me/players/:playerId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The coach removes a player from the team (204); the player's history stays theirs",
        description: 'Only a coach of the player (403 otherwise, also once removed).',
        security,
        params: playerIdParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await removeFromTeam(ctx.db, request.user!, request.params.playerId);
      return reply.status(204).send(null);
    },
  );
};
