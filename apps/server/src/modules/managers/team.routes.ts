import {
  coachListSchema,
  coachSchema,
  joinTeamSchema,
  managerIdParamsSchema,
  managerMeSchema,
  teamCodeCheckSchema,
  teamCodeParamsSchema,
  updateManagerSchema,
} from '@academy/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { updateManagerMe } from './manager-profile.service.ts';
import { MANAGER_LIMITS } from './managers.limits.ts';
import {
  checkTeamCode,
  getManagerMe,
  joinTeam,
  leaveTeam,
  listCoaches,
  renewTeamCode,
} from './team.service.ts';

const security = [{ bearer: [] }];
const tags = ['coaches'];

/** The coach's team code, and a player joining, listing and leaving coaches (api-contract.md "Coaches"). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);
  const joinsPerAccount = app.accountLimiter({ name: 'team-join', ...MANAGER_LIMITS.joinPerAccount });

  app.get(
    '/api/v1/manager/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's manager record with the team code (made on the first read)",
        security,
        response: { 200: managerMeSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getManagerMe(ctx.db, request.user!),
  );

  app.put(
    '/api/v1/manager/me',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.updatePerCaller },
      schema: {
        tags,
        summary: "Correct the caller's company, gender and place; answers the record as GET does",
        description:
          'Only the manager themself (their own record; 404 `Manager not found` without one). Validated ' +
          'as the creation payload: 400 with the field. `locationLabel` omitted leaves the place without ' +
          'a label. 30 a minute per caller.',
        security,
        body: updateManagerSchema,
        response: { 200: managerMeSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => updateManagerMe(ctx, request.user!, request.body),
  );

  app.post(
    '/api/v1/manager/me/team-code',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.newCodePerCaller },
      schema: {
        tags,
        summary: 'A new team code; the old one stops working at once',
        security,
        response: { 200: managerMeSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => renewTeamCode(ctx.db, request.user!),
  );

  app.get(
    '/api/v1/team-code/:teamCode',
    {
      config: { rateLimit: MANAGER_LIMITS.joinPerAddress },
      schema: {
        tags,
        summary: "Whether a join link's team code still works (no token), with the coach's name",
        description:
          'So an expired join link says so before sign-up. 404 `No team has this code`; limited per address.',
        params: teamCodeParamsSchema,
        response: { 200: teamCodeCheckSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => checkTeamCode(ctx.db, request.params.teamCode),
  );

  app.post(
    '/api/v1/player/coach',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.joinPerAddress },
      schema: {
        tags,
        summary: "The caller's player joins the team of the code (201; 200 when already in it)",
        description:
          'Limited per address and per account; every try counts, before the code is looked at. ' +
          '404 `No team has this code`; 403 `Only a player can join a team`, or `Guardian approval needed` ' +
          'for a player under 16 without approval.',
        security,
        body: joinTeamSchema,
        response: { 200: coachSchema, 201: coachSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      preValidation: async (request) => {
        // Counted before the body is even validated: a malformed guess is still a guess.
        await joinsPerAccount.consume(request.user!.id);
      },
    },
    async (request, reply) => {
      const { coach, created } = await joinTeam(ctx.db, request.user!, request.body.teamCode);
      return reply.status(created ? 201 : 200).send(coach);
    },
  );

  app.get(
    '/api/v1/player/coach',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's coaches, in the order joined",
        security,
        response: { 200: coachListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listCoaches(ctx.db, request.user!),
  );

  app.delete(
    '/api/v1/player/coach/:managerId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Leaves that coach's team (204; leaving twice is harmless)",
        security,
        params: managerIdParamsSchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await leaveTeam(ctx.db, request.user!, request.params.managerId);
      return reply.status(204).send(null);
    },
  );
};
