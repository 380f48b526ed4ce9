import {
  challengeListQuerySchema,
  challengeListSchema,
  challengePlayerParamsSchema,
  challengeResultIdParamsSchema,
  challengeResultListQuerySchema,
  challengeResultListSchema,
  challengeResultSchema,
  createChallengeResultSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { getResults, listChallenges, recordResult, verifyResult } from './challenges.service.ts';

/**
 * A result takes at least a few seconds to earn: 20 a minute per caller is plenty for a family
 * sharing a phone and stops a script filling a history.
 */
export const CHALLENGE_LIMITS = {
  recordPerCaller: perCaller(20),
  verifyPerCaller: perCaller(120),
} as const;

const tags = ['challenges'];
const security = [{ bearer: [] }];

/** Skill challenges and players' results (api-contract.md part 2, "Skill challenges"). */
export const challengeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = serviceContext(app);

  app.get(
    '/api/v1/challenges',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The challenges of an age group with its bronze, silver and gold marks, texts in `language`',
        security,
        querystring: challengeListQuerySchema,
        response: { 200: challengeListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      listChallenges(db, {
        ageGroupId: request.query.ageGroupId,
        language: resolveLanguage(request.query.language, request.user),
      }),
  );

  app.post(
    '/api/v1/player/:playerId/challenge-results',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CHALLENGE_LIMITS.recordPerCaller },
      schema: {
        tags,
        summary: 'Records a result (the player): tier and personal best computed by the server',
        description:
          'The tier is earned against the marks of the player’s age group. The same value of the same challenge sent again within 15 seconds answers the first result with 200 (a double tap). 400 on `value` when it is not a whole count, not seconds to a tenth, or above the challenge’s `maxValue`; 400 on `challengeId` when the challenge is not set for the player’s age group; 402 when the subscription is unpaid; 403 for anyone but the player.',
        security,
        params: challengePlayerParamsSchema,
        body: createChallengeResultSchema,
        response: {
          200: challengeResultSchema,
          201: challengeResultSchema,
          ...errorResponses(400, 401, 402, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { result, created } = await recordResult(
        db,
        request.user!,
        request.params.playerId,
        request.body,
        clock.now(),
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/v1/player/:playerId/challenge-results',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The player’s results, newest first (the player, their coaches, admins)',
        security,
        params: challengePlayerParamsSchema,
        querystring: challengeResultListQuerySchema,
        response: { 200: challengeResultListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getResults(db, request.user!, request.params.playerId, request.query.challengeId),
  );

  app.put(
    '/api/v1/challenge-results/:id/verify',
    {
      onRequest: app.authenticate,
      config: { rateLimit: CHALLENGE_LIMITS.verifyPerCaller },
      schema: {
        tags,
        summary: 'A coach of the player confirms the result (`verified: true`); idempotent',
        description: '403 `Only a coach of the player can verify a result` for anyone else.',
        security,
        params: challengeResultIdParamsSchema,
        response: { 200: challengeResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => verifyResult(db, request.user!, request.params.id, clock.now()),
  );
};
