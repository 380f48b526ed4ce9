import {
  childParamsSchema,
  coachListSchema,
  coachSchema,
  joinTeamSchema,
  managerIdParamsSchema,
} from '@academy/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { perCaller } from '../../lib/rate-limits.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { MANAGER_LIMITS } from '../managers/managers.limits.ts';
import { joinChildToTeam, listChildCoaches, takeChildOutOfTeam } from './child-teams.service.ts';

const tags = ['households'];
const security = [{ bearer: [] }];
const childCoachParamsSchema = childParamsSchema.extend(managerIdParamsSchema.shape);

/** A guardian joins a household child to a coach's team with the team code. */
export const childTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  // The same budget as a player's own join: team codes can be guessed, whoever types them.
  const joinsPerAccount = app.accountLimiter({ name: 'team-join', ...MANAGER_LIMITS.joinPerAccount });

  app.post(
    '/api/v1/household/children/:playerId/coach',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.joinPerAddress },
      schema: {
        tags,
        summary: 'A guardian puts the child in the team of the code (201; 200 when already in it)',
        description:
          'Any guardian of the child, only with the `COACH` consent on the ledger (403 `Consent needed: COACH`); ' +
          'anyone else 403. 404 `No team has this code`. Limited per address and per account like ' +
          '`POST /api/v1/player/coach`: every try counts, before the code is looked at.',
        security,
        params: childParamsSchema,
        body: joinTeamSchema,
        response: { 200: coachSchema, 201: coachSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preValidation: async (request) => {
        await joinsPerAccount.consume(request.user!.id);
      },
    },
    async (request, reply) => {
      const { coach, created } = await joinChildToTeam(
        ctx,
        request.user!,
        request.params.playerId,
        request.body.teamCode,
      );
      return reply.status(created ? 201 : 200).send(coach);
    },
  );

  app.get(
    '/api/v1/household/children/:playerId/coach',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The child's coaches, in the order joined (a guardian of the child)",
        security,
        params: childParamsSchema,
        response: { 200: coachListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listChildCoaches(ctx.db, request.user!, request.params.playerId),
  );

  app.delete(
    '/api/v1/household/children/:playerId/coach/:managerId',
    {
      onRequest: app.authenticate,
      config: { rateLimit: perCaller(30) },
      schema: {
        tags,
        summary: "Takes the child out of that coach's team (a guardian; 204, twice is harmless)",
        security,
        params: childCoachParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await takeChildOutOfTeam(ctx.db, request.user!, request.params.playerId, request.params.managerId);
      return reply.status(204).send(null);
    },
  );
};
