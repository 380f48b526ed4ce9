import { createManagerSchema, managerSchema } from '@academy/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { serviceContext } from '../../lib/service-context.ts';
import { MANAGER_LIMITS } from './managers.limits.ts';
import { createManager } from './managers.service.ts';
import { teamRoutes } from './team.routes.ts';
import { teamPlayersRoutes } from './team-players.routes.ts';

/** Manager accounts (spec §3, §6, §7): ROLE_MANAGER is assigned when the manager record is created. */
export const managersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = serviceContext(app);

  app.post(
    '/api/v1/manager',
    {
      onRequest: app.authenticate,
      config: { rateLimit: MANAGER_LIMITS.createPerAddress },
      schema: {
        tags: ['managers'],
        summary: 'Make the user a manager: role ROLE_MANAGER and the manager record, in one transaction',
        description:
          'The user themself or an admin. A user with no role, ROLE_MANAGER, or ROLE_PLAYER without a ' +
          'player profile may do it themself; other roles need an admin; admin accounts never become ' +
          'managers (403). 409 when a manager record or a player profile exists.',
        security: [{ bearer: [] }],
        body: createManagerSchema,
        response: { 201: managerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const manager = await createManager(ctx.db, request.user!, request.body, ctx.clock.now());
      return reply.status(201).send(manager);
    },
  );

  await app.register(teamRoutes);
  await app.register(teamPlayersRoutes);
};
