import {
  ageGroupParamsSchema,
  createPlayerTrainingProgramSchema,
  playerTrainingProgramBlockListSchema,
  playerTrainingProgramBlockQuerySchema,
  playerTrainingProgramSchema,
  programIdParamsSchema,
  programLanguageQuerySchema,
  programListQuerySchema,
  programQuerySchema,
  trainingProgramBlockListSchema,
  trainingProgramListSchema,
  trainingProgramSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { serviceContext } from '../../lib/service-context.ts';
import {
  createPlayerProgramFromSubscription,
  getPlayerProgramBlocks,
  getProgramBlocks,
  getProgramOfAgeGroup,
  listPrograms,
} from './programs.service.ts';
import { liveFeesRoutes } from './live-fees.routes.ts';
import { trainingRoutes } from './training.routes.ts';

const errors = errorResponses(400, 401, 403, 404);
const security = [{ bearer: [] }];

/** Training programs, their phases and the player's own program (spec §7 "Programs"). */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = serviceContext(app);
  await app.register(trainingRoutes);
  await app.register(liveFeesRoutes);

  app.get(
    '/api/v1/training-program/age-group/:ageGroup',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['programs'],
        summary: 'The program of an age group, title in `language`',
        security,
        params: ageGroupParamsSchema,
        querystring: programQuerySchema,
        response: { 200: trainingProgramSchema, ...errors },
      },
    },
    async (request) =>
      getProgramOfAgeGroup(db, request.user!, request.params.ageGroup, {
        status: request.query.status,
        language: resolveLanguage(request.query.language, request.user),
      }),
  );

  app.get(
    '/api/v2/training-program',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['programs'],
        summary: 'Programs by status (optionally one age group), titles in `language`',
        security,
        querystring: programListQuerySchema,
        response: { 200: trainingProgramListSchema, ...errors },
      },
    },
    async (request) =>
      listPrograms(db, request.user!, {
        status: request.query.status,
        ageGroupId: request.query.ageGroupId,
        language: resolveLanguage(request.query.language, request.user),
      }),
  );

  app.get(
    '/api/v1/training-program-block/training-program/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['programs'],
        summary: 'The phases of a program, in order',
        security,
        params: programIdParamsSchema,
        querystring: programLanguageQuerySchema,
        response: { 200: trainingProgramBlockListSchema, ...errors },
      },
    },
    async (request) =>
      getProgramBlocks(
        db,
        request.user!,
        request.params.id,
        resolveLanguage(request.query.language, request.user),
      ),
  );

  app.post(
    '/api/v1/training-program/player-training-program',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['programs'],
        summary: "Creates the player's program from an ACTIVE subscription (201), or returns it (200)",
        security,
        body: createPlayerTrainingProgramSchema,
        response: {
          200: playerTrainingProgramSchema,
          201: playerTrainingProgramSchema,
          ...errorResponses(402, 409),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { program, created } = await createPlayerProgramFromSubscription(
        db,
        request.user!,
        request.body.playerTrainingProgramSubscriptionId,
        clock.now(),
      );
      return reply.status(created ? 201 : 200).send(program);
    },
  );

  app.get(
    '/api/v1/training-program/player-training-program-block',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['programs'],
        summary: "The player's phases with their status",
        security,
        querystring: playerTrainingProgramBlockQuerySchema,
        response: { 200: playerTrainingProgramBlockListSchema, ...errors },
      },
    },
    async (request) => getPlayerProgramBlocks(db, request.user!, request.query.playerTrainingProgramId),
  );
};
