import {
  assignmentListQuerySchema,
  assignmentPlayerParamsSchema,
  leaderboardOptInResponseSchema,
  leaderboardOptInSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  resultToVerifyListSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { chooseOptIn, getOptIn, managerBoard, playerBoard, resultsToVerify } from './board.service.ts';

export const BOARD_LIMITS = { optInPerCaller: perCaller(30) } as const;

const tags = ['coach-week'];
const security = [{ bearer: [] }];

/** The team board of a challenge, kindly (api-contract.md part 2, "The coach's week", Leaderboard). */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = serviceContext(app);

  app.get(
    '/api/v1/manager/me/leaderboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The team's verified best results of a challenge; names only of players who opted in",
        security,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => managerBoard(db, request.user!, request.query.challengeId),
  );

  app.get(
    '/api/v1/manager/me/results-to-verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The team's challenge results no coach has confirmed yet, newest first (at most 50)",
        security,
        querystring: assignmentListQuerySchema,
        response: { 200: resultToVerifyListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      resultsToVerify(db, request.user!, resolveLanguage(request.query.language, request.user)),
  );

  app.get(
    '/api/v1/player/:playerId/leaderboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The board of the player's teams: their own best named (`you`), others only if they opted in",
        security,
        params: assignmentPlayerParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => playerBoard(db, request.user!, request.params.playerId, request.query.challengeId),
  );

  app.get(
    '/api/v1/player/:playerId/leaderboard/opt-in',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the team board names the player (off by default)',
        security,
        params: assignmentPlayerParamsSchema,
        response: { 200: leaderboardOptInResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getOptIn(db, request.user!, request.params.playerId),
  );

  app.put(
    '/api/v1/player/:playerId/leaderboard',
    {
      onRequest: app.authenticate,
      config: { rateLimit: BOARD_LIMITS.optInPerCaller },
      schema: {
        tags,
        summary: 'Name the player on the team board or not (a guardian chooses under 16: 403 for the player)',
        security,
        params: assignmentPlayerParamsSchema,
        body: leaderboardOptInSchema,
        response: { 200: leaderboardOptInResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      chooseOptIn(db, request.user!, request.params.playerId, request.body.optIn, clock.now()),
  );
};
