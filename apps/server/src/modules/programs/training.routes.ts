import {
  blockIdParamsSchema,
  completeSessionQuerySchema,
  completeSessionSchema,
  playerProgramIdParamsSchema,
  progressQuerySchema,
  sessionIdParamsSchema,
  trainingLanguageQuerySchema,
  trainingProgressSchema,
  trainingSessionListSchema,
  undoSessionQuerySchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { completeSession, getProgress, undoSession } from './progress.service.ts';
import { getBlockSessions } from './sessions.service.ts';

export const TRAINING_LIMITS = {
  completePerCaller: perCaller(120),
} as const;

const security = [{ bearer: [] }];
const tags = ['training'];

/** Sessions of a phase and the player's progress (api-contract.md "Training: sessions and progress"). */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = serviceContext(app);

  app.get(
    '/api/v1/training-program-block/:blockId/sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The sessions of a phase, in order, texts in `language`',
        security,
        params: blockIdParamsSchema,
        querystring: trainingLanguageQuerySchema,
        response: { 200: trainingSessionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getBlockSessions(
        db,
        request.user!,
        request.params.blockId,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.get(
    '/api/v1/training-program/player-training-program/:playerTrainingProgramId/progress',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The player's progress: per phase and for the program, streak in `timeZone`",
        security,
        params: playerProgramIdParamsSchema,
        querystring: progressQuerySchema,
        response: { 200: trainingProgressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getProgress(db, request.user!, request.params.playerTrainingProgramId, {
        language: resolveLanguage(request.query.language, request.user),
        timeZone: request.query.timeZone ?? request.user!.timeZone ?? undefined,
        now: clock.now(),
      }),
  );

  app.put(
    '/api/v1/player-training-session/:sessionId/complete',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TRAINING_LIMITS.completePerCaller },
      schema: {
        tags,
        summary: 'Marks a session done (idempotent); the last one of the ACTIVE phase opens the next',
        description:
          '402 `Active subscription required` without an ACTIVE subscription; 403 for another player’s program; 409 when the phase is not unlocked yet.',
        security,
        params: sessionIdParamsSchema,
        querystring: completeSessionQuerySchema,
        body: completeSessionSchema,
        response: { 200: trainingProgressSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      completeSession(db, request.user!, request.params.sessionId, request.body, {
        language: resolveLanguage(request.query.language, request.user),
        timeZone: request.query.timeZone ?? request.user!.timeZone ?? undefined,
        now: clock.now(),
      }),
  );

  app.delete(
    '/api/v1/player-training-session/:sessionId/complete',
    {
      onRequest: app.authenticate,
      config: { rateLimit: TRAINING_LIMITS.completePerCaller },
      schema: {
        tags,
        summary: 'Undoes a completion inside the ACTIVE phase (409 otherwise)',
        security,
        params: sessionIdParamsSchema,
        querystring: undoSessionQuerySchema,
        response: { 200: trainingProgressSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      undoSession(db, request.user!, request.params.sessionId, request.query.playerTrainingProgramId, {
        language: resolveLanguage(request.query.language, request.user),
        timeZone: request.query.timeZone ?? request.user!.timeZone ?? undefined,
        now: clock.now(),
      }),
  );
};
