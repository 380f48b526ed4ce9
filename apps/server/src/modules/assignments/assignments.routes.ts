import {
  assignableSessionListSchema,
  assignmentListQuerySchema,
  assignmentPlayerParamsSchema,
  createAssignmentSchema,
  managerAssignmentListSchema,
  managerAssignmentSchema,
  playerAssignmentListSchema,
} from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import {
  createAssignment,
  listAssignableSessions,
  listManagerAssignments,
  listPlayerAssignments,
} from './assignments.service.ts';

export const ASSIGNMENT_LIMITS = { createPerCaller: perCaller(60) } as const;

const tags = ['coach-week'];
const security = [{ bearer: [] }];

/** Assignments (api-contract.md part 2, "The coach's week"; docs/coach-week.md). */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = serviceContext(app);

  app.post(
    '/api/v1/manager/me/assignments',
    {
      onRequest: app.authenticate,
      config: { rateLimit: ASSIGNMENT_LIMITS.createPerCaller },
      schema: {
        tags,
        summary: 'Assign a session or a challenge to chosen players or the whole team (201)',
        description:
          'Only a coach, only to players of their team (403). The same session or challenge for the same ' +
          'due date is one assignment: a repeat adds players and answers the same one.',
        security,
        querystring: assignmentListQuerySchema,
        body: createAssignmentSchema,
        response: { 201: managerAssignmentSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const language = resolveLanguage(request.query.language, request.user);
      const created = await createAssignment(db, request.user!, request.body, { now: clock.now(), language });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/v1/manager/me/assignments',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The coach's assignments, with each player's status (OPEN, DONE, LATE)",
        security,
        querystring: assignmentListQuerySchema,
        response: { 200: managerAssignmentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      listManagerAssignments(db, request.user!, {
        now: clock.now(),
        language: resolveLanguage(request.query.language, request.user),
      }),
  );

  app.get(
    '/api/v1/manager/me/assignable-sessions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The sessions a coach may assign: those of the programs their players follow',
        security,
        querystring: assignmentListQuerySchema,
        response: { 200: assignableSessionListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      listAssignableSessions(db, request.user!, resolveLanguage(request.query.language, request.user)),
  );

  app.get(
    '/api/v1/player/:playerId/assignments',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "What the player's coaches asked, by due date (the player, a guardian, their coach, an admin)",
        security,
        params: assignmentPlayerParamsSchema,
        querystring: assignmentListQuerySchema,
        response: { 200: playerAssignmentListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listPlayerAssignments(db, request.user!, request.params.playerId, {
        now: clock.now(),
        language: resolveLanguage(request.query.language, request.user),
      }),
  );
};
